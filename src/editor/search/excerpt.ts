import type { Span } from './textMatch';

/** A piece of an excerpt: text as written, marked where it matched. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** Characters kept on either side of the first match: a long paragraph shows the words around it, not all of it. */
const CONTEXT = 24;

/** The part of `text` around its first span, with every span inside marked, and "…" where text was left out. */
export function excerpt(text: string, spans: readonly Span[], context = CONTEXT): ExcerptPart[] {
  const first = spans[0];
  const from = first ? Math.max(0, first.start - context) : 0;
  const last = spans.filter((span) => span.start < (first?.end ?? 0) + context * 2).at(-1);
  const to = Math.min(text.length, (last?.end ?? 0) + context);
  const parts: ExcerptPart[] = from > 0 ? [{ text: '…', marked: false }] : [];
  let at = from;
  for (const span of spans) {
    if (span.start < from || span.end > to) continue;
    if (span.start > at) parts.push({ text: text.slice(at, span.start), marked: false });
    parts.push({ text: text.slice(span.start, span.end), marked: true });
    at = span.end;
  }
  if (to > at) parts.push({ text: text.slice(at, to), marked: false });
  if (to < text.length) parts.push({ text: '…', marked: false });
  return parts;
}
