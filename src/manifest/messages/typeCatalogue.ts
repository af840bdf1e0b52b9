import { didYouMean, list, quoted, withParticle } from '../korean';
import * as english from './english';
import type { ProblemCatalogue } from './reader';
import type { ToolLanguage } from '../../messages/toolLanguage';
import { describeValue, expectedWords, expectedWordsForStaff, isEmptyValue, valueForStaff } from './valueWords';

// Values of the wrong JSON type, and choices outside the allowed set.
export interface TypeParams {
  /** `description` is the field's Korean description, the hint when nothing more specific fits. */
  'wrong-type': { expected: string[]; value: unknown; description?: string; choices?: string[] };
  /** A node's `type` naming no kind (or a kind that belongs elsewhere); `choicesText` is the union's Korean list of kinds. */
  'bad-node-type': {
    tag: string;
    value: string;
    allowed: string[];
    suggestion?: string;
    misplaced: boolean;
    choicesText?: string;
  };
  'bad-choice': { allowed: string[]; value: unknown; suggestion?: string };
}

/** The likeliest slip behind a wrong type: quotes around a number, or a missing pair of brackets. */
function typeHint(expected: readonly string[], value: unknown, lang: ToolLanguage): string | undefined {
  const ko = lang === 'ko';
  if (
    typeof value === 'string' &&
    (expected.includes('number') || expected.includes('integer')) &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  ) {
    return ko ? `따옴표 없이 ${value.trim()}처럼 쓰세요.` : `Write it without quotes: ${value.trim()}`;
  }
  if ((value === 'true' || value === 'false') && expected.includes('boolean'))
    return ko ? `따옴표 없이 ${value}처럼 쓰세요.` : `Write it without quotes: ${value}`;
  if (typeof value === 'number' && expected.includes('string'))
    return ko ? `글자는 "${value}"처럼 큰따옴표로 감싸 씁니다.` : `Text is written in double quotes: "${value}"`;
  if (typeof value === 'string' && expected.includes('array'))
    return ko
      ? `목록은 [${JSON.stringify(value)}]처럼 대괄호로 감싸 씁니다.`
      : `A list is written in square brackets: [${JSON.stringify(value)}]`;
  return undefined;
}

const fractionForInteger = (expected: readonly string[], value: unknown) =>
  expected.length === 1 && expected[0] === 'integer' && typeof value === 'number';
const quotedChoices = (choices: readonly string[]) => choices.map((choice) => JSON.stringify(choice));

export const TYPE_TEMPLATES: ProblemCatalogue<TypeParams> = {
  'wrong-type': {
    ko: ({ expected, value, description, choices }) => ({
      message: fractionForInteger(expected, value)
        ? `소수점 없는 정수가 와야 하는데 ${withParticle(describeValue(value, 'ko'), '이/가')} 있습니다.`
        : `${withParticle(expectedWords(expected, 'ko'), '이/가')} 와야 하는데 ${withParticle(describeValue(value, 'ko'), '이/가')} 있습니다.`,
      hint: choices
        ? `${list(choices)} 중 하나를 큰따옴표로 감싸 쓰세요.`
        : (typeHint(expected, value, 'ko') ??
          description ??
          `${withParticle(expectedWords(expected, 'ko'), '을/를')} 쓰세요.`),
    }),
    editor: ({ expected, value, description, choices }) => ({
      message: isEmptyValue(value)
        ? '이 칸이 비어 있습니다.'
        : fractionForInteger(expected, value)
          ? `소수점 없는 숫자를 써야 하는데 ${value}입니다.`
          : `${withParticle(expectedWordsForStaff(expected), '을/를')} 써야 하는 칸인데 ${withParticle(valueForStaff(value), '이/가')} 있습니다.`,
      hint: choices
        ? '목록에서 하나를 고르세요.'
        : (description ?? `${withParticle(expectedWordsForStaff(expected), '을/를')} 쓰세요.`),
    }),
    en: ({ expected, value, choices }) => ({
      message: fractionForInteger(expected, value)
        ? `Expected a whole number, found ${describeValue(value, 'en')}.`
        : `Expected ${expectedWords(expected, 'en')}, found ${describeValue(value, 'en')}.`,
      hint: choices
        ? `Write one of ${english.orList(quotedChoices(choices))}.`
        : (typeHint(expected, value, 'en') ?? `Write ${expectedWords(expected, 'en')} here.`),
    }),
  },
  'bad-node-type': {
    ko: ({ tag, value, allowed, suggestion, misplaced, choicesText }) => ({
      message: `${withParticle(tag, '은/는')} ${list(allowed)} 중 하나여야 하는데 ${quoted(value, '은/는')} ${misplaced ? '이 자리에 쓸 수 없습니다' : '없는 종류입니다'}.${didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: choicesText ?? `${list(allowed)} 중 하나를 쓰세요.`,
    }),
    // The union's description names kinds by their `type` constants; the kind field offers them by name.
    editor: () => ({ message: '이 자리에 쓸 수 없는 종류입니다.', hint: '종류 칸에서 다른 종류를 고르세요.' }),
    en: ({ tag, value, allowed, suggestion, misplaced }) => ({
      message: `${tag} must be one of ${english.orList(allowed)}; '${value}' ${misplaced ? 'cannot be used here' : 'is not a known kind'}.${english.didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: `Write one of ${english.orList(quotedChoices(allowed))}.`,
    }),
  },
  'bad-choice': {
    ko: ({ allowed, value, suggestion }) => ({
      message: `${list(allowed)} 중 하나여야 하는데 ${withParticle(describeValue(value, 'ko'), '이/가')} 있습니다.${didYouMean(suggestion)}`,
      hint: `${list(allowed)} 중 하나를 그대로 쓰세요.`,
    }),
    editor: ({ value }) => ({
      message: `${withParticle(valueForStaff(value), '은/는')} 고를 수 있는 값이 아닙니다.`,
      hint: '목록에서 하나를 고르세요.',
    }),
    en: ({ allowed, value, suggestion }) => ({
      message: `Expected one of ${english.orList(allowed)}, found ${describeValue(value, 'en')}.${english.didYouMean(suggestion)}`,
      hint: `Write one of ${english.orList(allowed)} exactly.`,
    }),
  },
};
