import type { Kind } from '../Kind';
import { ImageText, type ImageTextProps } from './ImageText';

export const imageTextKind: Kind<'imageText', ImageTextProps> = {
  resolve: (node, site) => ({ node, linkHref: node.link && site.href(node.link.href) }),
  Component: ImageText,
};
