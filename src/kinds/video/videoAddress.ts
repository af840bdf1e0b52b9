// Which video a site.json address names, and where its player lives. Data
// only: the page, its player island and the server's Content-Security-Policy read it.

export interface VideoAddress {
  /** The service's own name, the same in every language. */
  service: 'YouTube' | 'Vimeo';
  /** The video's page on the service: where the poster leads without JavaScript. */
  watchUrl: string;
  /** The service's player that asks for no cookie (YouTube) or no tracking (Vimeo), started at once by the click that made it. */
  embedUrl: string;
}

// The forms the schema's VideoUrl pattern takes, each capturing the video's id.
// Everything a page writes is built from that id alone, never from the address as written.
const youtube =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#]\S*)?$/u;
const vimeo = /^https?:\/\/(?:www\.)?vimeo\.com\/([0-9]+)(?:[?#]\S*)?$/u;

/** The only hosts a page frames: the two services' players, and only after a visitor's click. */
export const videoPlayerOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** The video an address names; undefined for any other address (the validator refuses those). */
export function videoAddress(url: string): VideoAddress | undefined {
  const onYoutube = youtube.exec(url)?.[1];
  if (onYoutube)
    return {
      service: 'YouTube',
      watchUrl: `https://www.youtube.com/watch?v=${onYoutube}`,
      embedUrl: `${videoPlayerOrigins[0]}/embed/${onYoutube}?autoplay=1`,
    };
  const onVimeo = vimeo.exec(url)?.[1];
  if (onVimeo)
    return {
      service: 'Vimeo',
      watchUrl: `https://vimeo.com/${onVimeo}`,
      embedUrl: `${videoPlayerOrigins[1]}/video/${onVimeo}?autoplay=1&dnt=1`,
    };
  return undefined;
}
