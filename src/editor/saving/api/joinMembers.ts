import type { Node } from 'jsonc-parser';
import { freshJson, lineIndent, oneLineJson, separatorsOf, type TextLayout } from './textLayout';

/** A member of a container as it will be written; `from` is its index among the old members when it stays in place. */
export interface PrintedMember {
  text: string;
  from?: number;
}

export interface ContainerStyle {
  /** What comes before the first member, between members, and after the last one. */
  first: string;
  separator: string;
  last: string;
  /** New members as the container writes its members: one line each, or all on one line. */
  print(value: unknown): string;
}

/**
 * The container's own spacing: a one-line `{ "a": 1 }` stays on one line, a
 * container written over many lines gets new members on lines of their own at
 * the indentation of the others; an empty one opens at 2 spaces deeper.
 */
export function containerStyle(
  layout: TextLayout,
  container: Node,
  members: Node[],
): ContainerStyle & { between: string[] } {
  const separators = separatorsOf(layout, container, members);
  if (members.length === 0) {
    const outer = lineIndent(layout, container.offset);
    const indent = `${outer}  `;
    const print = (value: unknown) => freshJson(layout, value, indent);
    return {
      first: layout.eol + indent,
      separator: `,${layout.eol}${indent}`,
      last: layout.eol + outer,
      print,
      between: [],
    };
  }
  const newline = separators.first.lastIndexOf('\n');
  if (newline < 0) return { ...separators, separator: separators.between[0] ?? ', ', print: oneLineJson };
  const indent = separators.first.slice(newline + 1);
  return {
    ...separators,
    separator: separators.between[0] ?? `,${separators.first}`,
    print: (value) => freshJson(layout, value, indent),
  };
}

/** The container with its members, keeping the old spacing between members that stay next to each other. */
export function joinMembers(
  open: string,
  close: string,
  style: ContainerStyle & { between: string[] },
  members: PrintedMember[],
): string {
  if (members.length === 0) return open + close;
  let text = open + style.first + members[0]!.text;
  for (let index = 1; index < members.length; index++) {
    const previous = members[index - 1]!.from;
    const current = members[index]!.from;
    const adjacent = previous !== undefined && current === previous + 1;
    text += (adjacent ? style.between[previous] : style.separator) + members[index]!.text;
  }
  return text + style.last + close;
}
