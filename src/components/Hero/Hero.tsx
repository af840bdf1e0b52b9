import { Link } from 'react-router-dom';
import type { Hero as HeroNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { Image } from '../common/Image';
import * as S from './Hero.styles';

/** The home's first screen: the lab's name and headline, three tiles, the image attribution. */
export function Hero({ node }: NodeProps<HeroNode>) {
  const { site } = useSite();
  return (
    <S.Box id={node.id} $background={node.background}>
      <S.Inner>
        <S.Subtitle lang="en">{site.subtitle}</S.Subtitle>
        <S.Title>{site.name}</S.Title>
        <S.Headline>{site.headline}</S.Headline>
        <S.Description>{site.description}</S.Description>
        <S.Tiles role="list">
          {node.tiles.map((tile) => (
            <li key={tile.href}>
              <S.Tile as={Link} to={tile.href}>
                <Image image={tile.icon} eager />
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
