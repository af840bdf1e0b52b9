// Staff search as they remember a text, not as it was typed: "0420000000" for
// "042-000-0000", "엑스포로1" for "엑스포로 1", "ＩＣＰ" for "ICP" (issue 22).

/** Where a match is in the original text, in UTF-16 offsets: the span to highlight and to replace. */
export interface Span {
  start: number;
  end: number;
}

const SPACES = /\s/u;
/** A phone number may be written with spaces, dashes of any kind, dots or brackets between its digits. */
const NUMBER_SEPARATORS = /[\s\p{Pd}.()]/u;
/** Enough digits to be a phone or business number; a shorter one ("1.5") keeps its dots. */
const NUMBER_DIGITS = 6;

/** A text as compared: one entry per UTF-16 unit kept, with the span of the original it came from. */
interface Folded {
  text: string;
  starts: number[];
  ends: number[];
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text normalised (NFKC, lower case) and without the characters `ignored`.
 * Each grapheme is normalised whole, so Hangul written as separate jamo (as
 * macOS stores file names) composes into the syllables staff type.
 */
function fold(text: string, ignored: RegExp): Folded {
  const folded: Folded = { text: '', starts: [], ends: [] };
  for (const { segment, index } of graphemes.segment(text)) {
    for (const character of segment.normalize('NFKC').toLowerCase()) {
      if (ignored.test(character)) continue;
      folded.text += character;
      for (let unit = 0; unit < character.length; unit++) {
        folded.starts.push(index);
        folded.ends.push(index + segment.length);
      }
    }
  }
  return folded;
}

/** What a query may skip in a text: spaces always; separators too when the query is a number. */
function ignoredBy(query: string): RegExp {
  const normal = query.normalize('NFKC');
  const isNumber = /^[\s\p{Pd}.()\d]+$/u.test(normal) && (normal.match(/\d/g)?.length ?? 0) >= NUMBER_DIGITS;
  return isNumber ? NUMBER_SEPARATORS : SPACES;
}

/** The places `query` occurs in `text`, left to right, not overlapping; none for a query of only spaces. */
export function findMatches(text: string, query: string): Span[] {
  const ignored = ignoredBy(query);
  const wanted = fold(query, ignored).text;
  if (wanted === '') return [];
  const haystack = fold(text, ignored);
  const spans: Span[] = [];
  for (let at = haystack.text.indexOf(wanted); at >= 0; at = haystack.text.indexOf(wanted, at + wanted.length)) {
    const span = {
      start: haystack.starts[at]!,
      end: haystack.ends[at + wanted.length - 1]!,
    };
    // Two matches inside one character ("㈜" holds "(주)") would be replaced twice: the first counts.
    if (span.start >= (spans.at(-1)?.end ?? 0)) spans.push(span);
  }
  return spans;
}

/** `text` with each span (as findMatches gives them) replaced by `replacement`, everything else kept as written. */
export function replaceSpans(text: string, spans: readonly Span[], replacement: string): string {
  let result = '';
  let from = 0;
  for (const span of spans) {
    result += text.slice(from, span.start) + replacement;
    from = span.end;
  }
  return result + text.slice(from);
}
