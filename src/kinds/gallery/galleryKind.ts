import type { Kind } from '../Kind';
import { Gallery, type GalleryProps } from './Gallery';
import { gallerySizes } from './gallerySizes';

export const galleryKind: Kind<'gallery', GalleryProps> = {
  resolve: (node, site) => ({ node, sizes: gallerySizes(site.manifest.theme.breakpoints) }),
  Component: Gallery,
};
