import type { Cards as CardsNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { TitledSection } from '../../components/common/TitledSection';
import { Card } from './Card';
import * as S from './Cards.styles';

export interface CardsProps {
  node: Localized<CardsNode>;
  /** Each card's `href` at its address in the page's language (undefined for a card without a link), in the same order. */
  cardHrefs: readonly (string | undefined)[];
}

export function Cards({ node, cardHrefs }: CardsProps) {
  return (
    <TitledSection node={node}>
      <S.Grid role="list">
        {node.cards.map((card, index) => (
          <Card key={index} card={card} href={cardHrefs[index]} />
        ))}
      </S.Grid>
    </TitledSection>
  );
}
