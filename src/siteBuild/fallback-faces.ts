import { SITE_FONTS, type FontChoice } from '../theme/siteFonts';

/** A web font's vertical metrics, in em: the line box and the baseline the local faces must keep. */
interface VerticalMetrics {
  ascent: number;
  descent: number;
}

interface LocalFace {
  weight: number;
  /** PostScript names, which `local()` finds in every browser. */
  names: readonly string[];
  /** The web font's advance over this font's, for the characters the face draws. */
  sizeAdjust: number;
  unicodeRange?: string;
}

const latin = 'U+0000-00FF,U+2000-206F';

// Pretendard. Advances measured in Chromium (canvas measureText at 1000 px).
// Every Hangul syllable is 0.8643 em wide in Pretendard at every weight and
// 0.92 em in Noto Sans CJK KR, Android's and Debian's Korean font. For Latin
// text, Arial and its metric twin Liberation Sans are within 1.1 % of
// Pretendard over the letters, digits and punctuation of the lab's site.json
// (instrument names in capitals); the Latin faces come last so they take those
// characters. One face per weight: Chrome picks the faces of the nearest
// weight first, and a weight whose faces lack Hangul would send it to the system's font.
const pretendard = { ascent: 0.952, descent: 0.241 };
const hangulSans = 0.8643 / 0.92;
const notoSansRegular = ['NotoSansCJKkr-Regular'];
const notoSansBold = ['NotoSansCJKkr-Bold'];
const arialRegular = ['ArialMT', 'LiberationSans'];
const arialBold = ['Arial-BoldMT', 'LiberationSans-Bold'];

const sansFaces: readonly LocalFace[] = [
  { weight: 400, names: notoSansRegular, sizeAdjust: hangulSans },
  { weight: 600, names: notoSansBold, sizeAdjust: hangulSans },
  { weight: 700, names: notoSansBold, sizeAdjust: hangulSans },
  { weight: 400, names: arialRegular, sizeAdjust: 0.4902 / 0.4889, unicodeRange: latin },
  { weight: 600, names: arialBold, sizeAdjust: 0.5122 / 0.5177, unicodeRange: latin },
  { weight: 700, names: arialBold, sizeAdjust: 0.5231 / 0.5177, unicodeRange: latin },
];

// Noto Serif KR, measured the same way (the ASCII of the lab's site.json for
// Latin). Noto Serif CJK KR, Debian's serif Korean font, is the same design:
// every Hangul syllable 0.966 em in both, Latin within 0.1 % at 400 and 700
// (its Bold draws 600, 1.4 % wider, kept at its size for the Hangul), and the same 1.151 / 0.286 em line box,
// so it draws at its own size and comes last, taking every character where it
// exists. Elsewhere (macOS, Windows) Times New Roman or its metric twin
// Liberation Serif takes the Latin, enlarged to Noto Serif's wider letters.
const notoSerif = { ascent: 1.151, descent: 0.286 };
const timesRegular = ['TimesNewRomanPSMT', 'LiberationSerif'];
const timesBold = ['TimesNewRomanPS-BoldMT', 'LiberationSerif-Bold'];

const serifFaces: readonly LocalFace[] = [
  { weight: 400, names: timesRegular, sizeAdjust: 0.3912 / 0.3498, unicodeRange: latin },
  { weight: 600, names: timesBold, sizeAdjust: 0.3991 / 0.3723, unicodeRange: latin },
  { weight: 700, names: timesBold, sizeAdjust: 0.4048 / 0.3723, unicodeRange: latin },
  { weight: 400, names: ['NotoSerifCJKkr-Regular'], sizeAdjust: 1 },
  { weight: 600, names: ['NotoSerifCJKkr-Bold'], sizeAdjust: 1 },
  { weight: 700, names: ['NotoSerifCJKkr-Bold'], sizeAdjust: 1 },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function faceRule(family: string, metrics: VerticalMetrics, { weight, names, sizeAdjust, unicodeRange }: LocalFace) {
  // The overrides are scaled by size-adjust too, so they are divided by it to land on the web font's.
  const descriptors = [
    `font-family:'${family}'`,
    `font-weight:${weight}`,
    `src:${names.map((name) => `local('${name}')`).join(',')}`,
    `size-adjust:${percent(sizeAdjust)}`,
    `ascent-override:${percent(metrics.ascent / sizeAdjust)}`,
    `descent-override:${percent(metrics.descent / sizeAdjust)}`,
    'line-gap-override:0%',
    ...(unicodeRange ? [`unicode-range:${unicodeRange}`] : []),
  ];
  return `@font-face{${descriptors.join(';')}}`;
}

const localFaces: Record<FontChoice, { metrics: VerticalMetrics; faces: readonly LocalFace[] } | undefined> = {
  sans: { metrics: pretendard, faces: sansFaces },
  serif: { metrics: notoSerif, faces: serifFaces },
  system: undefined,
};

/**
 * The @font-face rules of the local faces that draw a page until its web font
 * is on (see src/theme/webFont.ts): sized so that a line of Korean or Latin
 * text is as wide and as tall as in the web font, and swapping fonts moves
 * nothing. Where none of the named fonts exists (iOS, Windows for Hangul) the
 * system's Korean font draws instead, as without these rules. None for the
 * system's fonts, which nothing replaces.
 */
export function fallbackFaces(choice: FontChoice): string {
  const local = localFaces[choice];
  const family = SITE_FONTS[choice].fallback;
  if (!local || !family) return '';
  return local.faces.map((face) => faceRule(family, local.metrics, face)).join('\n');
}
