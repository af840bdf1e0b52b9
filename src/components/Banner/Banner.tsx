import type { Banner as BannerData } from '../../manifest/site.gen';
import { backgroundVariants } from '../../render/imageVariants';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../common/InLanguage';
import { BackgroundPicture } from '../common/BackgroundPicture';
import * as S from './Banner.styles';

/** The "sub-visual" banner at the top of an inner page. */
export function Banner({ banner }: { banner: Localized<BannerData> }) {
  const picture = backgroundVariants(banner);
  return (
    <S.BannerBox $image={banner.image} $picture={picture !== undefined}>
      {/* The top of the page, so never lazy; its title, not the picture, is what the page is read for. */}
      {picture && <BackgroundPicture variants={picture} loading="eager" />}
      <S.Inner>
        <S.Title>
          <InLanguage text={banner.title} />
        </S.Title>
        {banner.lead && (
          <S.Lead>
            <InLanguage text={banner.lead} />
          </S.Lead>
        )}
      </S.Inner>
    </S.BannerBox>
  );
}
