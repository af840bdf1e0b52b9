// Hangul, CJK and full-width forms take two columns in a terminal.
const wide =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;
const zeroWidth = /[\p{Mn}\p{Me}\u200B-\u200F\uFEFF]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += zeroWidth.test(char) ? 0 : wide.test(char) ? 2 : 1;
  return width;
}

/** The text on one line, cut with "…" to at most `max` columns. */
export function fitWidth(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (displayWidth(line) <= max) return line;
  let cut = '';
  for (const char of line) {
    if (displayWidth(cut + char) > max - 1) break;
    cut += char;
  }
  return `${cut}…`;
}

/** Columns padded to their widest cell, as a terminal shows them. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[column] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - displayWidth(cell)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
