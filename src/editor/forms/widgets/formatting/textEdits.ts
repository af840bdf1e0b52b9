/**
 * What the formatting buttons do to a paragraph's text: pure functions from
 * the text and its selection to one replacement and the selection after it,
 * so the box can apply it as typing (kept by the browser's undo) and tests
 * can read it without a browser.
 */
export interface TextEdit {
  /** The part of the old text replaced, [from, to). */
  from: number;
  to: number;
  insert: string;
  /** The selection afterwards, in the new text. */
  selection: [number, number];
}

export interface Selected {
  text: string;
  start: number;
  end: number;
}

/** Spaces at a selection's edges stay outside the marks: "** 굵게**" is not bold in Markdown. */
function trimmed({ text, start, end }: Selected): [number, number] {
  while (start < end && /\s/u.test(text[start]!)) start += 1;
  while (end > start && /\s/u.test(text[end - 1]!)) end -= 1;
  return [start, end];
}

/**
 * Strong ("**") or emphasis ("*") around the selection, or taken away when the
 * selection already has it; with nothing selected, the marks with the caret
 * between them, ready for the words.
 */
export function toggleMark(selected: Selected, mark: '**' | '*'): TextEdit {
  const { text } = selected;
  const [start, end] = trimmed(selected);
  const before = text.slice(start - mark.length, start);
  const after = text.slice(end, end + mark.length);
  // "*" inside "**": a bold selection is not italic because its marks begin with a star.
  const doubled = mark === '*' && text[start - 2] === '*' && text[end + 1] === '*' && text[start - 3] !== '*';
  if (before === mark && after === mark && !doubled)
    return {
      from: start - mark.length,
      to: end + mark.length,
      insert: text.slice(start, end),
      selection: [start - mark.length, end - mark.length],
    };
  return {
    from: start,
    to: end,
    insert: `${mark}${text.slice(start, end)}${mark}`,
    selection: [start + mark.length, end + mark.length],
  };
}

/**
 * A link on the selected words to `href`: "[words](href)". With nothing
 * selected the address itself is the words; the selection afterwards is the
 * words, so typing replaces them.
 */
export function insertLink(selected: Selected, href: string): TextEdit {
  const [start, end] = trimmed(selected);
  const words = selected.text.slice(start, end) || href;
  // A bracket in the words would end the link's words early; a backslash keeps it a bracket.
  const escaped = words.replace(/[[\]]/gu, (bracket) => `\\${bracket}`);
  return {
    from: start,
    to: end,
    insert: `[${escaped}](${href})`,
    selection: [start + 1, start + 1 + escaped.length],
  };
}

const BULLET = /^(\s*)[-*+] /u;
const NUMBER = /^(\s*)\d{1,9}[.)] /u;

/**
 * The selected lines as a bulleted ("- ") or numbered ("1. ", "2. ", …) list,
 * or back to plain lines when they all are that list already. A list needs an
 * empty line before it when a sentence comes first, or it would be read as part
 * of that sentence's paragraph (a numbered list), so one is added.
 */
export function toggleList({ text, start, end }: Selected, ordered: boolean): TextEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const marker = ordered ? NUMBER : BULLET;
  const isList = lines.every((line) => line.trim() === '' || marker.test(line));
  const plain = lines.map((line) => line.replace(BULLET, '$1').replace(NUMBER, '$1'));
  let count = 0;
  const changed = isList
    ? plain
    : plain.map((line) => (line.trim() === '' ? line : `${ordered ? `${(count += 1)}.` : '-'} ${line}`));
  const previousLine = text.slice(text.lastIndexOf('\n', from - 2) + 1, Math.max(from - 1, 0));
  const gap = !isList && from > 0 && previousLine.trim() !== '' && !marker.test(previousLine) ? '\n' : '';
  const insert = gap + changed.join('\n');
  return { from, to, insert, selection: [from + gap.length, from + insert.length] };
}

/** The text with `edit` applied. */
export function applyEdit(text: string, edit: TextEdit): string {
  return text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
}
