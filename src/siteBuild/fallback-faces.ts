import { webFont } from '../theme/webFont';

/** Pretendard's vertical metrics, in em: the line box and the baseline the local faces must keep. */
const pretendard = { ascent: 0.952, descent: 0.241 };

interface LocalFace {
  weight: number;
  /** PostScript names, which `local()` finds in every browser. */
  names: readonly string[];
  /** Pretendard's advance over this font's, for the characters the face draws. */
  sizeAdjust: number;
  unicodeRange?: string;
}

// Advances measured in Chromium (canvas measureText at 1000 px). Every Hangul
// syllable is 0.8643 em wide in Pretendard at every weight and 0.92 em in Noto
// Sans CJK KR, Android's and Debian's Korean font. For Latin text, Arial and
// its metric twin Liberation Sans are within 1.1 % of Pretendard over the
// letters, digits and punctuation of the lab's site.json (instrument names in
// capitals); the Latin faces come last so they take those characters. One
// face per weight: Chrome picks the faces of the nearest weight first, and a
// weight whose faces lack Hangul would send it to the system's font.
const hangul = 0.8643 / 0.92;
const latin = 'U+0000-00FF,U+2000-206F';
const notoRegular = ['NotoSansCJKkr-Regular'];
const notoBold = ['NotoSansCJKkr-Bold'];
const arialRegular = ['ArialMT', 'LiberationSans'];
const arialBold = ['Arial-BoldMT', 'LiberationSans-Bold'];

const localFaces: readonly LocalFace[] = [
  { weight: 400, names: notoRegular, sizeAdjust: hangul },
  { weight: 600, names: notoBold, sizeAdjust: hangul },
  { weight: 700, names: notoBold, sizeAdjust: hangul },
  { weight: 400, names: arialRegular, sizeAdjust: 0.4902 / 0.4889, unicodeRange: latin },
  { weight: 600, names: arialBold, sizeAdjust: 0.5122 / 0.5177, unicodeRange: latin },
  { weight: 700, names: arialBold, sizeAdjust: 0.5231 / 0.5177, unicodeRange: latin },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function faceRule({ weight, names, sizeAdjust, unicodeRange }: LocalFace): string {
  // The overrides are scaled by size-adjust too, so they are divided by it to land on Pretendard's.
  const descriptors = [
    `font-family:'${webFont.fallback}'`,
    `font-weight:${weight}`,
    `src:${names.map((name) => `local('${name}')`).join(',')}`,
    `size-adjust:${percent(sizeAdjust)}`,
    `ascent-override:${percent(pretendard.ascent / sizeAdjust)}`,
    `descent-override:${percent(pretendard.descent / sizeAdjust)}`,
    'line-gap-override:0%',
    ...(unicodeRange ? [`unicode-range:${unicodeRange}`] : []),
  ];
  return `@font-face{${descriptors.join(';')}}`;
}

/**
 * The @font-face rules of the local faces that draw a page until Pretendard
 * is on (see src/theme/webFont.ts): sized so that a line of Korean or Latin
 * text is as wide and as tall as in Pretendard, and swapping fonts moves
 * nothing. Where none of the named fonts exists (iOS, Windows for Hangul) the
 * system's Korean font draws instead, as without these rules.
 */
export const fallbackFaces = localFaces.map(faceRule).join('\n');
