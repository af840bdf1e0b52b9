import type { Hero as HeroNode, Site } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { backgroundVariants } from '../../render/imageVariants';
import { BackgroundPicture } from '../../components/common/BackgroundPicture';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import * as S from './Hero.styles';

export interface HeroProps {
  node: Localized<HeroNode>;
  /** The site's name, headline, description and image attribution (site.json `site`). */
  site: Localized<Site>;
  /** Each tile's link at its address in the page's language, in the tiles' order. */
  tileHrefs: readonly string[];
}

/** The home's first screen: the site's name and headline, its one to six tiles, the image attribution, over the background picture. */
export function Hero({ node, site, tileHrefs }: HeroProps) {
  const picture = node.background && backgroundVariants(node.background);
  return (
    <S.Box id={node.id} $background={node.background} $picture={picture !== undefined}>
      {/* The largest thing on the home's first screen: fetched before anything else. */}
      {picture && <BackgroundPicture variants={picture} loading="high" />}
      <S.Inner>
        {site.subtitle && (
          <S.Subtitle lang="en">
            <InLanguage text={site.subtitle} />
          </S.Subtitle>
        )}
        <S.Title>
          <InLanguage text={site.name} />
        </S.Title>
        <S.Headline>
          <InLanguage text={site.headline} />
        </S.Headline>
        <S.Description>
          <InLanguage text={site.description} />
        </S.Description>
        <S.Tiles role="list" $count={node.tiles.length}>
          {node.tiles.map((tile, index) => (
            <li key={tile.href}>
              <S.Tile href={tileHrefs[index]}>
                <Image image={tile.icon} loading="eager" />
                <S.TileLabel>
                  <InLanguage text={tile.label} />
                </S.TileLabel>
                <S.TileText>
                  <InLanguage text={tile.description} />
                </S.TileText>
              </S.Tile>
            </li>
          ))}
        </S.Tiles>
      </S.Inner>
      {site.heroAttribution && (
        <S.Attribution href={site.heroAttribution.href} rel="noopener" target="_blank">
          <InLanguage text={site.heroAttribution.text} />
        </S.Attribution>
      )}
    </S.Box>
  );
}
