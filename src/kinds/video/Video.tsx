import type { Video as VideoNode } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { defineIsland } from '../../islands/defineIsland';
import { TitledSection } from '../../components/common/TitledSection';
import type { VideoAddress } from './videoAddress';
import { VideoPlayer } from './VideoPlayer';
import { VideoPoster } from './VideoPoster';

// The player is the one part that moves: its island's code loads only on pages with a video.
const VideoPlayerIsland = defineIsland('videoPlayer', VideoPlayer);

export interface VideoProps {
  node: Localized<VideoNode>;
  address: VideoAddress;
}

/** A video behind its poster: nothing from YouTube or Vimeo loads until the visitor asks for it. */
export function Video({ node, address }: VideoProps) {
  const nameId = `${node.id}-video-name`;
  return (
    <TitledSection node={node}>
      <VideoPlayerIsland
        frameTitle={plainText(node.title)}
        nameId={nameId}
        watchUrl={address.watchUrl}
        embedUrl={address.embedUrl}
        slots={[
          <VideoPoster
            key="poster"
            title={node.title}
            poster={node.poster}
            service={address.service}
            nameId={nameId}
          />,
        ]}
      />
    </TitledSection>
  );
}
