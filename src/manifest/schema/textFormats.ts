// The schema marks every text people write with one of two formats. A label
// "ICP-OES2\n\nSigned-off-by: …" became a fake trailer in a published commit
// (issue 20): names, labels, titles and ids are single lines, with no line
// break, tab or other control character. Paragraphs may break lines and hold
// tabs, but nothing else invisible that a paste from another program brings along.
import type { Ajv } from 'ajv';

/** C0 and C1 controls and DEL (Unicode's Cc), and the Unicode line and paragraph separators. */
const SINGLE_LINE_REFUSES = /[\p{Cc}\u2028\u2029]/u;
/** The controls less tab, line feed and carriage return; the Unicode separators are allowed. */
const MULTILINE_REFUSES = /(?![\t\n\r])\p{Cc}/u;
/** What ends a line or moves along it, as people would see it. */
const BREAK_OR_TAB = /[\t\n\v\f\r\u0085\u2028\u2029]/u;

const REFUSED = { 'single-line': SINGLE_LINE_REFUSES, multiline: MULTILINE_REFUSES } as const;

export type TextFormat = keyof typeof REFUSED;

/** The formats for AJV (`addFormat`) and rjsf's validator (`customFormats`). */
export const TEXT_FORMATS: Record<TextFormat, (value: string) => boolean> = {
  'single-line': (value) => !SINGLE_LINE_REFUSES.test(value),
  multiline: (value) => !MULTILINE_REFUSES.test(value),
};

/** Teaches an AJV instance both formats; the schema is refused (strict mode) or half-checked without them. */
export function addTextFormats(ajv: Pick<Ajv, 'addFormat'>): void {
  for (const [name, validate] of Object.entries(TEXT_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
}

/**
 * The format as one expression a whole allowed value matches. Ajv's standalone
 * code inlines a format given as a RegExp, so the inquiry's compiled check
 * (browser and server) runs this very rule without shipping a function.
 */
export function textFormatPattern(format: TextFormat): RegExp {
  return new RegExp(`^(?:(?!${REFUSED[format].source})[^])*$`, 'u');
}

export function isTextFormat(format: string): format is TextFormat {
  return Object.hasOwn(REFUSED, format);
}

/** What a refused character is to the person who typed or pasted it. */
export type RefusedKind = 'line-break' | 'tab' | 'control';

export interface RefusedCharacter {
  kind: RefusedKind;
  /** "U+000A". */
  codePoint: string;
  /** 1-based position in the text, counted in characters as people count them. */
  position: number;
}

function kindOf(character: string, format: TextFormat): RefusedKind {
  // A paragraph takes line breaks and tabs: what it refuses is a control, whatever it once meant.
  if (format === 'multiline') return 'control';
  if (character === '\t') return 'tab';
  return BREAK_OR_TAB.test(character) ? 'line-break' : 'control';
}

/** The first character the format refuses, if any. */
export function firstRefused(value: string, format: TextFormat): RefusedCharacter | undefined {
  const characters = [...value];
  const index = characters.findIndex((character) => REFUSED[format].test(character));
  if (index < 0) return undefined;
  const character = characters[index]!;
  const codePoint = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return { kind: kindOf(character, format), codePoint, position: index + 1 };
}

/**
 * The text with what the format refuses taken out. In a single line, line
 * breaks and tabs become one space between the words they separated; controls
 * that show nothing are dropped.
 */
export function withoutRefused(value: string, format: TextFormat): string {
  const refused = new RegExp(REFUSED[format].source, 'gu');
  if (format === 'multiline') return value.replace(refused, '');
  const breaks = new RegExp(`\\s*${BREAK_OR_TAB.source}+\\s*`, 'gu');
  return value.replace(breaks, ' ').replace(refused, '').trim();
}
