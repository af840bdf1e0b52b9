import type { Kind } from '../Kind';
import { needed } from '../needed';
import { Partners, type PartnersProps } from './Partners';

export const partnersKind: Kind<'partners', PartnersProps> = {
  resolve: (node, site) => ({ node, partners: needed(site.manifest.partners, 'partners') }),
  Component: Partners,
};
