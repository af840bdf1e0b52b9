import type { Banner as BannerData } from '../../manifest/site.gen';
import * as S from './Banner.styles';

/** The "sub-visual" banner at the top of an inner page. */
export function Banner({ banner }: { banner: BannerData }) {
  return (
    <S.BannerBox $image={banner.image}>
      <S.Inner>
        <S.Title>{banner.title}</S.Title>
        {banner.lead && <S.Lead>{banner.lead}</S.Lead>}
      </S.Inner>
    </S.BannerBox>
  );
}
