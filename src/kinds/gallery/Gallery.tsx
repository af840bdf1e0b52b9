import type { Gallery as GalleryNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { plainText } from '../../manifest/language/localText';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import { TitledSection } from '../../components/common/TitledSection';
import { fullSizeUrl } from './fullSizeUrl';
import * as S from './Gallery.styles';

export interface GalleryProps {
  node: Localized<GalleryNode>;
  /** The `sizes` of every photo: how wide a column of the grid is (gallerySizes.ts). */
  sizes: string;
}

/**
 * Photos in a grid, each drawn at the size site.json gives it so the page does
 * not move while they load. A photo with a description is a plain link to its
 * largest file (no script); a decorative one, without a description, would be a
 * link with no name, so it stays a picture.
 */
export function Gallery({ node, sizes }: GalleryProps) {
  return (
    <TitledSection node={node}>
      <S.Grid role="list">
        {node.images.map(({ image, caption }, index) => {
          const picture = <Image image={image} sizes={sizes} />;
          return (
            <li key={index}>
              <S.Figure>
                {plainText(image.alt) ? <a href={fullSizeUrl(image)}>{picture}</a> : picture}
                {caption && (
                  <figcaption>
                    <InLanguage text={caption} />
                  </figcaption>
                )}
              </S.Figure>
            </li>
          );
        })}
      </S.Grid>
    </TitledSection>
  );
}
