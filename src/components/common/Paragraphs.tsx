import type { LocalText } from '../../manifest/language/localText';
import { plainText } from '../../manifest/language/localText';
import { textAttributes } from './InLanguage';

/** Manifest paragraphs, one <p> each (marked with its language when it is a fallback, and its place in the editor's preview); the text is repeated content, so its index is a stable key. */
export function Paragraphs({ items }: { items: readonly LocalText[] }) {
  return (
    <>
      {items.map((text, index) => (
        <p key={index} {...textAttributes(text)}>
          {plainText(text)}
        </p>
      ))}
    </>
  );
}
