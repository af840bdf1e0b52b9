import type { Node } from 'jsonc-parser';

/** How the file writes things down, so that new content looks like the old. */
export interface TextLayout {
  text: string;
  /** The file's line ending: CRLF when most of its lines end so, else LF. */
  eol: '\n' | '\r\n';
}

export function layoutOf(text: string): TextLayout {
  const crlf = text.match(/\r\n/g)?.length ?? 0;
  const lf = text.match(/\n/g)?.length ?? 0;
  return { text, eol: crlf > 0 && crlf * 2 >= lf ? '\r\n' : '\n' };
}

export const nodeText = ({ text }: TextLayout, node: Node) => text.slice(node.offset, node.offset + node.length);

/** The spaces and tabs that start the line `offset` is on. */
export function lineIndent({ text }: TextLayout, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
}

/** New content: JSON with 2-space indentation, continuing lines at `indent`, in the file's line ending. */
export const freshJson = ({ eol }: TextLayout, value: unknown, indent: string) =>
  JSON.stringify(value, null, 2).replace(/\n/g, eol + indent);

/** New content inside a container written on one line: `{ "label": "x", "hash": "y" }`, `["a", "b"]`. */
export function oneLineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLineJson).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${oneLineJson(item)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** The text around a container's members: after the opening bracket, between members, before the closing one. */
export interface Separators {
  first: string;
  /** between[i] follows member i. */
  between: string[];
  last: string;
}

export function separatorsOf({ text }: TextLayout, container: Node, members: Node[]): Separators {
  const end = container.offset + container.length - 1;
  if (members.length === 0) return { first: text.slice(container.offset + 1, end), between: [], last: '' };
  const ends = members.map((member) => member.offset + member.length);
  return {
    first: text.slice(container.offset + 1, members[0]!.offset),
    between: members.slice(1).map((member, index) => text.slice(ends[index], member.offset)),
    last: text.slice(ends.at(-1), end),
  };
}
