import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Image as ImageData } from '../../manifest/site.gen';
import type { LocalText } from '../../manifest/language/localText';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { sizesFor } from '../../render/imageVariants';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import type { VideoAddress } from './videoAddress';
import * as S from './VideoPlayer.styles';

export interface VideoPlayerProps extends VideoAddress {
  /** The video's name: the play link's and the player frame's accessible name. */
  title: LocalText;
  poster: Localized<ImageData>;
  /** The id of the play link's name, unique on the page (the section's id). */
  nameId: string;
}

/** A click that would open the link in this tab; one with a modifier opens the service's page as the visitor asked. */
const playsHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The poster with a play button, a link to the video's page on its service.
 * Once hydrated, a click puts the service's player in the poster's 16:9 box
 * instead (the first request to the service), and the keyboard's focus in it.
 */
export function VideoPlayer({ title, poster, nameId, service, watchUrl, embedUrl }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <S.Box>
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl}
          title={plainText(title)}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        />
      ) : (
        <a
          href={watchUrl}
          aria-labelledby={nameId}
          onClick={(event) => {
            if (!playsHere(event)) return;
            event.preventDefault();
            setPlaying(true);
          }}
        >
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
        </a>
      )}
    </S.Box>
  );
}
