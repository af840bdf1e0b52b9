import type { Card as CardData } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import { Paragraphs } from '../../components/common/Paragraphs';
import * as S from './Cards.styles';

/**
 * One card. With a link, the title is the link and its box is stretched over
 * the card (Cards.styles.ts), so the whole card answers a click while a screen
 * reader hears one link named by the title, not the card's every word.
 */
export function Card({ card, href }: { card: Localized<CardData>; href?: string }) {
  const title = <InLanguage text={card.title} />;
  return (
    <S.Card $linked={href !== undefined}>
      {card.image && <Image image={card.image} />}
      <S.Body>
        {card.badge && (
          <S.Badge>
            <InLanguage text={card.badge} />
          </S.Badge>
        )}
        <S.Title>
          {href ? (
            <a href={href}>
              {title}
              <S.Arrow aria-hidden="true">→</S.Arrow>
            </a>
          ) : (
            title
          )}
        </S.Title>
        <S.Text>
          <Paragraphs items={[card.text]} />
        </S.Text>
        {card.price && (
          <S.Price>
            <InLanguage text={card.price} />
          </S.Price>
        )}
      </S.Body>
    </S.Card>
  );
}
