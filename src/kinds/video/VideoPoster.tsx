import type { Image as ImageData } from '../../manifest/site.gen';
import type { LocalText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { sizesFor } from '../../render/imageVariants';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import type { VideoAddress } from './videoAddress';
import * as S from './VideoPlayer.styles';

export interface VideoPosterProps {
  title: LocalText;
  poster: Localized<ImageData>;
  service: VideoAddress['service'];
  /** The id of the play link's name, unique on the page. */
  nameId: string;
}

/**
 * What the play link shows: the poster from public/, the play button and, for
 * screen readers, the video's name and service. Prerendered only: the player
 * island keeps this HTML as it is, so the browser loads none of its code.
 */
export function VideoPoster({ title, poster, service, nameId }: VideoPosterProps) {
  return (
    <>
      <Image image={poster} sizes={sizesFor(S.playerWidthPx)} />
      <S.PlayButton aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M8 5.5v13l10.5-6.5z" />
        </svg>
      </S.PlayButton>
      <S.Name id={nameId}>
        <InLanguage text={title} />
        {` (${service})`}
      </S.Name>
    </>
  );
}
