import { formatRatio } from '../contrast/contrastRatio';
import type { PairUse } from '../contrast/colorPairs';
import { withParticle } from '../korean';
import type { ProblemCatalogue } from './reader';
import type { HintedWords } from '../../messages/message';

// Theme colours visitors could not read on the backgrounds the site puts them on.

/** A theme colour by its key and Korean title. */
export interface NamedColor {
  key: string;
  title?: string;
  value: string;
}

export interface ContrastShortfall {
  other: NamedColor;
  ratio: number;
  required: number;
  use: PairUse;
  where: { ko: string; en: string };
}

export interface ContrastParams {
  /**
   * `shortfalls`: the pairs this colour is to change for, worst first;
   * `suggestion`: the nearest colour that passes every pair it is in, `direction` how it differs.
   */
  'low-contrast': {
    color: NamedColor;
    shortfalls: ContrastShortfall[];
    suggestion?: string;
    direction?: 'darker' | 'lighter';
  };
}

const nameKo = (color: NamedColor) => `${color.title ?? color.key}(${color.key}) ${color.value}`;
const nameEn = (color: NamedColor) => `${color.key} ${color.value}`;
const shortNameKo = (color: NamedColor) => `${color.title ?? color.key} ${color.value}`;

/** The other places the colour falls short, each named once: "링크(페이지 배경 색 #ffffff 위 2.58:1)". */
function alsoWhere(shortfalls: ContrastShortfall[], lang: 'ko' | 'en'): string[] {
  const [worst, ...rest] = shortfalls;
  const seen = new Set(worst ? [worst.where[lang]] : []);
  return rest
    .filter((shortfall) => !seen.has(shortfall.where[lang]) && seen.add(shortfall.where[lang]))
    .map(({ where, other, ratio }) =>
      lang === 'ko'
        ? `${where.ko}(${shortNameKo(other)} 위 ${formatRatio(ratio)})`
        : `${where.en} (on ${nameEn(other)}, ${formatRatio(ratio)})`,
    );
}

/** The theme colours on the other side of the shortfalls, which could change instead. */
const otherKeys = (shortfalls: ContrastShortfall[]) => [
  ...new Map(shortfalls.map(({ other }) => [other.key, other])).values(),
];

/** The Korean words; `name` names a colour, with its key for readers of the file or without for the editor's staff. */
function contrastKo(
  { color, shortfalls, suggestion, direction }: ContrastParams['low-contrast'],
  name: (color: NamedColor) => string,
): HintedWords {
  const [worst] = shortfalls as [ContrastShortfall];
  const also = alsoWhere(shortfalls, 'ko');
  const others = withParticle(
    otherKeys(shortfalls)
      .map((other) => other.title ?? other.key)
      .join(', '),
    '을/를',
  );
  return {
    message: [
      `${withParticle(name(color), '과/와')} ${name(worst.other)}의 대비가 ${formatRatio(worst.ratio)}입니다.`,
      `${worst.where.ko}에 쓰이는 색이라 ${worst.required}:1 이상이어야 ${worst.use === 'text' ? '글자가' : '표시가'} 잘 보입니다(웹 접근성 WCAG AA).`,
      also.length > 0 ? `${also.join(', ')}에서도 모자랍니다.` : '',
    ]
      .join(' ')
      .trim(),
    hint: suggestion
      ? `${withParticle(color.title ?? color.value, '을/를')} ${suggestion}처럼 조금 더 ${direction === 'darker' ? '어둡게' : '밝게'} 하면 이 색이 쓰이는 모든 곳에서 대비가 충분합니다.${otherKeys(shortfalls).length > 0 ? ` 또는 ${others} 바꾸세요.` : ''}`
      : `이 색만 바꿔서는 쓰이는 모든 곳의 대비를 맞출 수 없습니다. ${others} 함께 바꾸세요.`,
  };
}

export const CONTRAST_TEMPLATES: ProblemCatalogue<ContrastParams> = {
  'low-contrast': {
    ko: (params) => contrastKo(params, nameKo),
    // Staff see the colours' fields, not their keys.
    editor: (params) => contrastKo(params, shortNameKo),
    en: ({ color, shortfalls, suggestion, direction }) => {
      const [worst] = shortfalls as [ContrastShortfall];
      const also = alsoWhere(shortfalls, 'en');
      const others = otherKeys(shortfalls).map((other) => other.key);
      return {
        message: [
          `The contrast of ${nameEn(color)} with ${nameEn(worst.other)} is ${formatRatio(worst.ratio)}.`,
          `It is used for ${worst.where.en}, which needs at least ${worst.required}:1 (WCAG AA, ${worst.use === 'text' ? 'text' : 'non-text'}).`,
          also.length > 0 ? `It also falls short for ${also.join(', ')}.` : '',
        ]
          .join(' ')
          .trim(),
        hint: suggestion
          ? `A slightly ${direction} ${color.key}, ${suggestion}, has enough contrast everywhere it is used.${others.length > 0 ? ` Or change ${others.join(', ')}.` : ''}`
          : `No ${color.key} has enough contrast everywhere it is used; change ${others.join(', ')} as well.`,
      };
    },
  },
};
