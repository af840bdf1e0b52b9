import { excerpt } from './excerpt';
import type { Span } from './textMatch';

/** The words around a match, the match marked. */
export function TextExcerpt({ text, spans, context }: { text: string; spans: readonly Span[]; context?: number }) {
  return (
    <>
      {excerpt(text, spans, context).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
