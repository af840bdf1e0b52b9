import type { Kind } from '../Kind';
import { Hero, type HeroProps } from './Hero';

export const heroKind: Kind<'hero', HeroProps> = {
  resolve: (node, site) => ({
    node,
    site: site.manifest.site,
    tileHrefs: node.tiles.map((tile) => site.href(tile.href)),
  }),
  Component: Hero,
};
