import type { Kind } from '../Kind';
import { Video, type VideoProps } from './Video';
import { videoAddress } from './videoAddress';

export const videoKind: Kind<'video', VideoProps> = {
  resolve: (node) => {
    const address = videoAddress(node.url);
    // The schema's pattern admits only addresses videoAddress reads; a manifest reaches here validated.
    if (!address) throw new Error(`Video section "${node.id}": ${node.url} is no YouTube or Vimeo video address.`);
    return { node, address };
  },
  Component: Video,
};
