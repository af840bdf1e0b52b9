import type { LocalText } from '../../manifest/language/localText';
import { FormattedText } from './FormattedText';

/**
 * Manifest paragraphs, each drawn as written (formatted text: src/manifest/formatted/); the text is repeated
 * content, so its index is a stable key.
 */
export function Paragraphs({ items }: { items: readonly LocalText[] }) {
  return (
    <>
      {items.map((text, index) => (
        <FormattedText key={index} text={text} />
      ))}
    </>
  );
}
