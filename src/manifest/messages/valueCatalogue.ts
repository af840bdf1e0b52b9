import { particle, withParticle } from '../korean';
import { PATTERN_EXPLANATIONS } from '../schema/patternExplanations';
import { unquoted } from './valueWords';
import * as english from './english';
import type { ProblemCatalogue } from './reader';
import type { ToolLanguage } from '../../messages/toolLanguage';

// Values of the right type that break a rule: a pattern, a format, a length, a range.
/** A field as each language names it: the JSON key (English) and the schema's Korean title. */
export interface FieldName {
  key: string;
  title?: string;
}

export interface ValueParams {
  /** `example` is the example value from the field's description; `description` the Korean description. */
  /** `rename`: an image file under public/ whose name has to change too ("images/사진.png"), and to what when that follows. */
  pattern: {
    value: string;
    field: FieldName;
    pattern: string;
    repaired?: string;
    rename?: { file: string; to?: string };
    unsupportedExtension?: string;
    example?: string;
    description?: string;
  };
  format: { value: unknown; format: string };
  'too-short': { field: FieldName; length: number; limit: number; optional: boolean };
  /** `language`: the language whose version of a text written per language is too long. */
  'too-long': { length: number; limit: number; language?: { code: string; name: string } };
  /** `details`: the description's sentences after the first, which say how the items are used. */
  'too-few-items': { count: number; limit: number; details?: string };
  'too-many-items': { count: number; limit: number; details?: string };
  'out-of-range': {
    value: number;
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
    exclusiveMaximum?: number;
    description?: string;
  };
  /** A keyword the catalogue has no sentence for (the schema coverage test keeps this from happening). */
  'schema-rule': { keyword: string; detail: string };
  /** A table's row (`row`, from 1) whose cells are not as many as its header's `columns` (written on `headerLine`). */
  'uneven-table-row': { row: number; cells: number; columns: number; headerLine: number };
}

const FORMATS: Record<ToolLanguage, Record<string, { name: string; hint: string }>> = {
  ko: {
    email: { name: '이메일 주소', hint: '이름@도메인 형식으로 쓰세요. 예: "contact@example.co.kr"' },
    uri: { name: '인터넷 주소(URL)', hint: 'https://로 시작하는 전체 주소를 쓰세요. 예: "https://www.example.co.kr"' },
    date: { name: '날짜', hint: '있는 날짜를 연-월-일(네 자리-두 자리-두 자리)로 쓰세요. 예: "2026-12-31"' },
  },
  en: {
    email: { name: 'email address', hint: 'Write name@domain, e.g. "contact@example.co.kr".' },
    uri: {
      name: 'web address (URL)',
      hint: 'Write the full address starting with https://, e.g. "https://www.example.co.kr".',
    },
    date: {
      name: 'date',
      hint: 'Write a real date as year-month-day with four, two and two digits, e.g. "2026-12-31".',
    },
  },
};

function rangeKo(p: ValueParams['out-of-range']): string {
  const low =
    p.minimum !== undefined
      ? `${p.minimum} 이상`
      : p.exclusiveMinimum !== undefined
        ? `${p.exclusiveMinimum} 초과`
        : '';
  const high =
    p.maximum !== undefined
      ? `${p.maximum} 이하`
      : p.exclusiveMaximum !== undefined
        ? `${p.exclusiveMaximum} 미만`
        : '';
  return [low, high].filter(Boolean).join(' ');
}

function rangeEn(p: ValueParams['out-of-range']): string {
  if (p.minimum !== undefined && p.maximum !== undefined) return `between ${p.minimum} and ${p.maximum}`;
  const low =
    p.minimum !== undefined
      ? `at least ${p.minimum}`
      : p.exclusiveMinimum !== undefined
        ? `greater than ${p.exclusiveMinimum}`
        : '';
  const high =
    p.maximum !== undefined
      ? `at most ${p.maximum}`
      : p.exclusiveMaximum !== undefined
        ? `less than ${p.exclusiveMaximum}`
        : '';
  return [low, high].filter(Boolean).join(' and ');
}

const backslashNoteKo = (value: string) =>
  value.includes('\\') ? ' 폴더는 역슬래시(\\)가 아니라 /로 구분합니다.' : '';

function renameHintKo(rename: { file: string; to?: string }, repaired: string | undefined): string {
  // The listing of public/ is not known here: the file is named for renaming only if it is there.
  if (rename.to && repaired)
    return `${JSON.stringify(repaired)}처럼 쓰세요. 확장자는 소문자여야 하므로, public 폴더에 ${rename.file} 파일이 있다면 그 이름도 ${withParticle(rename.to, '으로/로')} 바꾸세요.`;
  return `파일 이름에 쓸 수 없는 글자가 있습니다. public 폴더의 ${rename.file} 파일 이름을 영문·숫자·밑줄(_)·하이픈(-)으로 바꾸고, 바꾼 이름으로 경로를 고치세요.`;
}

export const VALUE_TEMPLATES: ProblemCatalogue<ValueParams> = {
  pattern: {
    ko: ({ value, field, pattern, repaired, rename, unsupportedExtension, example, description }) => {
      const rule = PATTERN_EXPLANATIONS[pattern]?.ko ?? description ?? '';
      const label = field.title ? `'${field.title}'` : '값';
      return {
        message: `${JSON.stringify(value)}${particle('"', '은/는')} ${label} 형식에 맞지 않습니다. ${rule}`.trim(),
        hint: unsupportedExtension
          ? `${unsupportedExtension} 그림은 쓸 수 없습니다. 그림을 .png나 .jpg로 저장해 public 폴더에 넣고, 그 파일의 경로를 쓰세요.`
          : rename
            ? renameHintKo(rename, repaired)
            : repaired
              ? `${JSON.stringify(repaired)}처럼 쓰세요.${backslashNoteKo(value)}`
              : example
                ? `예: ${example}`
                : `${label} 형식에 맞게 고치세요.`,
      };
    },
    editor: ({ value, field, pattern, repaired, rename, unsupportedExtension, example, description }) => {
      const rule = unquoted(PATTERN_EXPLANATIONS[pattern]?.ko ?? description ?? '');
      const label = field.title ? `'${field.title}' 칸` : '이 칸';
      return {
        message:
          value === ''
            ? `${withParticle(label, '이/가')} 비어 있습니다. ${rule}`.trim()
            : `${label}의 ${withParticle(`'${value}'`, '은/는')} 형식에 맞지 않습니다. ${rule}`.trim(),
        hint: unsupportedExtension
          ? `${unsupportedExtension} 그림은 쓸 수 없습니다. .png나 .jpg로 저장한 그림을 이미지 고르기로 올리세요.`
          : rename
            ? '파일 이름에 쓸 수 없는 글자가 있습니다. 이미지 고르기에서 그림을 다시 올리세요.'
            : repaired
              ? `'${repaired}'처럼 쓰세요.`
              : example
                ? `예: ${unquoted(example)}`
                : '형식에 맞게 고치세요.',
      };
    },
    en: ({ value, field, pattern, repaired, rename, unsupportedExtension, example }) => ({
      message: `${JSON.stringify(value)} is not a valid ${field.key}. It must ${PATTERN_EXPLANATIONS[pattern]?.en ?? `match ${pattern}.`}`,
      hint: unsupportedExtension
        ? `${unsupportedExtension} images are not accepted. Save the image as .png or .jpg in the public folder and write that file's path.`
        : rename
          ? rename.to && repaired
            ? `Write ${JSON.stringify(repaired)}. The extension must be in lower case, so if the file public/${rename.file} exists, rename it to ${rename.to} too.`
            : `Rename the file public/${rename.file} using only letters, digits, _ and -, and write its new path here.`
          : repaired
            ? `Write ${JSON.stringify(repaired)}.${value.includes('\\') ? ' Folders are separated by /, not by a backslash (\\).' : ''}`
            : example
              ? `For example: ${example}`
              : `Change it to follow the rule above.`,
    }),
  },
  format: {
    ko: ({ value, format }) => {
      const known = FORMATS.ko[format] ?? { name: `${format} 형식의 값`, hint: `올바른 ${format} 형식으로 고치세요.` };
      return {
        message: `${JSON.stringify(value)}${particle('"', '은/는')} 올바른 ${withParticle(known.name, '이/가')} 아닙니다.`,
        hint: known.hint,
      };
    },
    editor: ({ value, format }) => {
      const known = FORMATS.ko[format] ?? { name: '값', hint: '형식에 맞게 고치세요.' };
      return {
        message: `${withParticle(`'${String(value)}'`, '은/는')} 올바른 ${withParticle(known.name, '이/가')} 아닙니다.`,
        hint: unquoted(known.hint),
      };
    },
    en: ({ value, format }) => {
      const known = FORMATS.en[format] ?? { name: `${format} value`, hint: `Write a valid ${format} value.` };
      return { message: `${JSON.stringify(value)} is not a valid ${known.name}.`, hint: known.hint };
    },
  },
  'too-short': {
    ko: ({ field, length, limit, optional }) => ({
      message: length === 0 ? '빈 글자("")는 쓸 수 없습니다.' : `${limit}자 이상 써야 하는데 ${length}자입니다.`,
      hint: `${withParticle(field.title ?? '내용', '을/를')} 적으세요.${optional ? ' 쓰지 않으려면 이 줄을 지우세요.' : ''}`,
    }),
    editor: ({ field, length, limit }) => ({
      message:
        length === 0
          ? `${withParticle(field.title ? `'${field.title}' 칸` : '이 칸', '이/가')} 비어 있습니다.`
          : `${limit}자 이상 써야 하는데 ${length}자입니다.`,
      hint: `${withParticle(field.title ?? '내용', '을/를')} 적으세요.`,
    }),
    en: ({ field, length, limit, optional }) => ({
      message:
        length === 0 ? 'Empty text ("") is not allowed.' : `At least ${limit} characters are needed, found ${length}.`,
      hint: `Write some text for ${field.key}.${optional ? ' To leave it out, delete this line.' : ''}`,
    }),
  },
  'too-long': {
    ko: ({ length, limit, language }) => ({
      message: `${language ? `${language.name}(${language.code}) 글은 ` : ''}${limit}자까지 쓸 수 있는데 ${length}자입니다.`,
      hint: `${length - limit}자를 줄이세요.`,
    }),
    en: ({ length, limit, language }) => ({
      message: `${language ? `The ${language.name} (${language.code}) text may have at most ${limit} characters` : `At most ${limit} characters are allowed`}, found ${length}.`,
      hint: `Shorten it by ${length - limit} characters.`,
    }),
  },
  'too-few-items': {
    ko: ({ count, limit, details }) => ({
      message: `목록에 항목이 적어도 ${limit}개 있어야 하는데 ${count}개입니다.`,
      hint: [`목록에 항목을 ${limit - count}개 더 넣으세요.`, details].filter(Boolean).join(' '),
    }),
    en: ({ count, limit }) => ({
      message: `The list needs at least ${english.count(limit, 'item')}, found ${count}.`,
      hint: `Add ${english.count(limit - count, 'more item')}.`,
    }),
  },
  'too-many-items': {
    ko: ({ count, limit, details }) => ({
      message: `목록에 항목을 ${limit}개까지 쓸 수 있는데 ${count}개입니다.`,
      hint: [`항목을 ${count - limit}개 지우세요.`, details].filter(Boolean).join(' '),
    }),
    en: ({ count, limit }) => ({
      message: `The list can hold at most ${english.count(limit, 'item')}, found ${count}.`,
      hint: `Remove ${english.count(count - limit, 'item')}.`,
    }),
  },
  'out-of-range': {
    ko: (p) => ({
      message: `${rangeKo(p)}여야 하는데 ${p.value}입니다.`,
      hint: p.description ?? `${rangeKo(p)}인 숫자를 쓰세요.`,
    }),
    en: (p) => ({ message: `Must be ${rangeEn(p)}, found ${p.value}.`, hint: `Write a number ${rangeEn(p)}.` }),
  },
  'uneven-table-row': {
    ko: ({ row, cells, columns, headerLine }) => ({
      message: `표의 ${row}번째 줄은 ${cells}칸인데 머리 행(header, ${headerLine}행)은 ${columns}칸입니다.`,
      hint: `칸이 머리 행과 어긋나 엉뚱한 제목 아래 보입니다. 이 줄의 칸을 ${columns}개로 맞추세요. 빈칸은 "-"처럼 씁니다.`,
    }),
    editor: ({ row, cells, columns }) => ({
      message: `표의 ${row}번째 줄은 ${cells}칸인데 머리 행은 ${columns}칸입니다.`,
      hint: `칸이 머리 행과 어긋나 엉뚱한 제목 아래 보입니다. 이 줄의 칸을 ${columns}개로 맞추세요. 빈칸은 "-"처럼 씁니다.`,
    }),
    en: ({ row, cells, columns, headerLine }) => ({
      message: `Row ${row} of the table has ${english.count(cells, 'cell')}, but its header (line ${headerLine}) has ${english.count(columns, 'column')}.`,
      hint: `Its cells would show under the wrong headings. Give this row ${english.count(columns, 'cell')}; write an empty one as "-".`,
    }),
  },
  'schema-rule': {
    ko: ({ keyword, detail }) => ({ message: `값이 스키마 규칙(${keyword})에 맞지 않습니다.`, hint: detail }),
    editor: () => ({
      message: '이 칸의 값이 사이트 규칙에 맞지 않습니다.',
      hint: '값을 고쳐 보고, 그래도 남으면 개발자에게 알려 주세요.',
    }),
    en: ({ keyword, detail }) => ({ message: `The value breaks the schema rule '${keyword}'.`, hint: detail }),
  },
};
