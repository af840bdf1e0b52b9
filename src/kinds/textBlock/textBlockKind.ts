import type { Kind } from '../Kind';
import { TextBlock, type TextBlockProps } from './TextBlock';

export const textBlockKind: Kind<'textBlock', TextBlockProps> = {
  resolve: (node, site) => ({ node, linkHrefs: (node.links ?? []).map((link) => site.href(link.href)) }),
  Component: TextBlock,
};
