import type { Kind } from '../Kind';
import { Cards, type CardsProps } from './Cards';

export const cardsKind: Kind<'cards', CardsProps> = {
  resolve: (node, site) => ({ node, cardHrefs: node.cards.map((card) => card.href && site.href(card.href)) }),
  Component: Cards,
};
