import type { Kind } from '../Kind';
import { Partners, type PartnersProps } from './Partners';

export const partnersKind: Kind<'partners', PartnersProps> = {
  resolve: (node, site) => ({ node, partners: site.manifest.partners }),
  Component: Partners,
};
