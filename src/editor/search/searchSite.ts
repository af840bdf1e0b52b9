import { pathOf, setAt } from '../saving/jsonEdits';
import type { SiteText } from './siteTexts';
import { findMatches, replaceSpans, type Span } from './textMatch';

/** A text holding the query, with where in it. */
export interface SearchHit extends SiteText {
  spans: Span[];
}

/** One text as "replace everywhere" would leave it. */
export interface PlannedChange {
  pointer: string;
  before: string;
  after: string;
  /** What is replaced, in `before`. */
  spans: Span[];
  /** The replacements, in `after`. */
  afterSpans: Span[];
}

/** Where each replacement lands once the text before it has grown or shrunk by the earlier ones. */
function spansAfter(spans: readonly Span[], replacement: string): Span[] {
  let shift = 0;
  return spans.map((span) => {
    const start = span.start + shift;
    shift += replacement.length - (span.end - span.start);
    return { start, end: start + replacement.length };
  });
}

/** The texts holding `query`, in document order. */
export function searchTexts(texts: readonly SiteText[], query: string): SearchHit[] {
  return texts.flatMap((text) => {
    const spans = findMatches(text.text, query);
    return spans.length > 0 ? [{ ...text, spans }] : [];
  });
}

/** What replacing every match by `replacement` changes; a text it would leave as it is is not a change. */
export function planReplacement(hits: readonly SearchHit[], replacement: string): PlannedChange[] {
  return hits
    .map((hit) => ({
      pointer: hit.pointer,
      before: hit.text,
      after: replaceSpans(hit.text, hit.spans, replacement),
      spans: hit.spans,
      afterSpans: spansAfter(hit.spans, replacement),
    }))
    .filter((change) => change.after !== change.before);
}

/** The draft with every planned change made: one new draft, so one step to undo. */
export function applyChanges<T>(draft: T, changes: readonly PlannedChange[]): T {
  return changes.reduce((current, change) => setAt(current, pathOf(change.pointer), change.after), draft);
}
