import { Link } from 'react-router-dom';
import type { Hero as HeroNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { backgroundVariants } from '../../render/imageVariants';
import { BackgroundPicture } from '../common/BackgroundPicture';
import { Image } from '../common/Image';
import * as S from './Hero.styles';

/** The home's first screen: the lab's name and headline, three tiles, the image attribution, over the background picture. */
export function Hero({ node }: NodeProps<HeroNode>) {
  const { site } = useSite();
  const picture = node.background && backgroundVariants(node.background);
  return (
    <S.Box id={node.id} $background={node.background} $picture={picture !== undefined}>
      {/* The largest thing on the home's first screen: fetched before anything else. */}
      {picture && <BackgroundPicture variants={picture} loading="high" />}
      <S.Inner>
        <S.Subtitle lang="en">{site.subtitle}</S.Subtitle>
        <S.Title>{site.name}</S.Title>
        <S.Headline>{site.headline}</S.Headline>
        <S.Description>{site.description}</S.Description>
        <S.Tiles role="list">
          {node.tiles.map((tile) => (
            <li key={tile.href}>
              <S.Tile as={Link} to={tile.href}>
                <Image image={tile.icon} loading="eager" />
                <S.TileLabel>{tile.label}</S.TileLabel>
                <S.TileText>{tile.description}</S.TileText>
              </S.Tile>
            </li>
          ))}
        </S.Tiles>
      </S.Inner>
      <S.Attribution href={site.heroAttribution.href} rel="noopener" target="_blank">
        {site.heroAttribution.text}
      </S.Attribution>
    </S.Box>
  );
}
