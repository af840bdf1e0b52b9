import { describe, expect, it } from 'vitest';
import { videoAddress } from '../../../src/kinds/video/videoAddress';
import { siteSchema } from '../../../src/manifest/schema/siteSchemaValidator';

const schemaPattern = new RegExp(
  (siteSchema as { $defs: { VideoUrl: { pattern: string } } }).$defs.VideoUrl.pattern,
  'u',
);

const youtubeId = 'M7lc1UVf-VE';
const accepted: [string, string, string][] = [
  [`https://www.youtube.com/watch?v=${youtubeId}`, 'YouTube', youtubeId],
  [`https://youtube.com/watch?v=${youtubeId}&t=42s`, 'YouTube', youtubeId],
  [`https://m.youtube.com/watch?v=${youtubeId}`, 'YouTube', youtubeId],
  [`https://youtu.be/${youtubeId}?si=abc`, 'YouTube', youtubeId],
  [`https://www.youtube.com/embed/${youtubeId}`, 'YouTube', youtubeId],
  ['https://vimeo.com/76979871', 'Vimeo', '76979871'],
  ['https://www.vimeo.com/76979871#t=10s', 'Vimeo', '76979871'],
];
const refused = [
  'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
  'https://www.youtube.com/@lab-channel',
  `https://www.youtube.com/shorts/${youtubeId}`,
  `https://www.youtube.com/watch?feature=share&v=${youtubeId}`,
  `https://www.youtube.com/watch?v=${youtubeId}"><script>alert(1)</script>`,
  `https://youtube.com.evil.example/watch?v=${youtubeId}`,
  `https://evil.example/?https://youtu.be/${youtubeId}`,
  `javascript:alert('https://youtu.be/${youtubeId}')`,
  'https://vimeo.com/channels/staffpicks',
  'https://player.vimeo.com/video/76979871',
  'https://www.example.com/video.mp4',
];

describe('a video address', () => {
  it.each(accepted)(
    '%s is a %s video with id %s, watched on its page and played without cookies or tracking',
    (url, service, id) => {
      expect(schemaPattern.test(url)).toBe(true);
      const address = videoAddress(url)!;
      expect(address.service).toBe(service);
      if (service === 'YouTube') {
        expect(address.watchUrl).toBe(`https://www.youtube.com/watch?v=${id}`);
        expect(address.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
      } else {
        expect(address.watchUrl).toBe(`https://vimeo.com/${id}`);
        expect(address.embedUrl).toBe(`https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`);
      }
    },
  );

  it.each(refused)('%s is refused by the schema and read as no video', (url) => {
    expect(schemaPattern.test(url)).toBe(false);
    expect(videoAddress(url)).toBeUndefined();
  });
});
