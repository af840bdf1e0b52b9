import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Slots } from '../../islands/defineIsland';
import { slotContent } from '../../islands/keepServerHtml';
import type { VideoAddress } from './videoAddress';
import * as S from './VideoPlayer.styles';

export interface VideoPlayerProps extends Pick<VideoAddress, 'watchUrl' | 'embedUrl'> {
  /** The player frame's accessible name: the video's title as the page shows it. */
  frameTitle: string;
  /** The id of the play link's name (in the poster, VideoPoster.tsx). */
  nameId: string;
}

/** A click that would open the link in this tab; one with a modifier opens the service's page as the visitor asked. */
const playsHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The poster (`slots[0]`, prerendered) as a link to the video's page on its
 * service. Once hydrated, a click puts the service's player in the poster's
 * 16:9 box instead (the first request to the service), and the keyboard's focus in it.
 */
export function VideoPlayer({ frameTitle, nameId, watchUrl, embedUrl, slots }: VideoPlayerProps & Slots) {
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
          title={frameTitle}
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
          <S.Poster {...slotContent(slots?.[0])} />
        </a>
      )}
    </S.Box>
  );
}
