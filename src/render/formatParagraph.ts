import type { FormattedBlock, FormattedInline } from '../manifest/formatted/formattedText';
import { isPlain, parseFormatted } from '../manifest/formatted/parseFormatted';
import { plainText, type LocalText } from '../manifest/language/localText';
import { HREF_PATTERN } from '../manifest/schema/linkHref';

const allowedHref = new RegExp(HREF_PATTERN, 'u');

function inLanguage(parts: readonly FormattedInline[], href: (path: string) => string): FormattedInline[] {
  return parts.flatMap((part): FormattedInline[] => {
    if (typeof part === 'string') return [part];
    const children = inLanguage(part.children, href);
    if (part.type !== 'link') return [{ ...part, children }];
    // The validator refuses such a link; a preview of a manifest still being fixed shows its words, never the link.
    return allowedHref.test(part.href) ? [{ ...part, href: href(part.href), children }] : children;
  });
}

function blocksInLanguage(blocks: readonly FormattedBlock[], href: (path: string) => string): FormattedBlock[] {
  return blocks.map((block) =>
    block.type === 'paragraph'
      ? { ...block, children: inLanguage(block.children, href) }
      : { ...block, items: block.items.map((item) => blocksInLanguage(item, href)) },
  );
}

/**
 * A paragraph resolved for a page: as it was, when it is words only; else its
 * words without the marks, with the blocks to draw, its links inside the site
 * at their addresses in the page's language (`href`).
 */
export function formatParagraph(text: LocalText, href: (path: string) => string): LocalText {
  const source = plainText(text);
  const { blocks, plain } = parseFormatted(source);
  if (isPlain(source, blocks)) return text;
  const formatted = { text: plain, blocks: blocksInLanguage(blocks, href) };
  return typeof text === 'string' ? formatted : { ...text, ...formatted };
}
