// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteManifest, Video } from '../../../src/manifest/site.gen';
import { VideoPlayer } from '../../../src/kinds/video/VideoPlayer';
import { VideoPoster } from '../../../src/kinds/video/VideoPoster';
import { plainText } from '../../../src/manifest/language/localText';
import { videoAddress } from '../../../src/kinds/video/videoAddress';
import { localize } from '../../../src/render/localize';
import { siteLanguages } from '../../../src/manifest/language/siteLanguages';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { renderSiteNode, renderWithSite, siteNodeElement } from '../../helpers/renderWithSite';

afterEach(cleanup);

const videoOf = (manifest: SiteManifest): Video =>
  manifest.routes
    .flatMap(({ page }): readonly { type: string }[] => page.sections)
    .find((section): section is Video => section.type === 'video')!;

/** The player island as the browser draws it, its prerendered poster given as the server gives it, for the fixture's video in `language`. */
function renderPlayer(manifest: SiteManifest, video: Video, language = 'ko') {
  const local = localize(video, language, siteLanguages(manifest));
  const address = videoAddress(video.url)!;
  const poster = (
    <VideoPoster title={local.title} poster={local.poster} service={address.service} nameId="video-name" />
  );
  return renderWithSite(
    <VideoPlayer
      frameTitle={plainText(local.title)}
      nameId="video-name"
      watchUrl={address.watchUrl}
      embedUrl={address.embedUrl}
      slots={[poster]}
    />,
    { manifest, path: language === 'ko' ? '/about' : `/${language}/about` },
  );
}

const hosts = (html: string) =>
  [...html.matchAll(/(?:src|srcset|href|data)="([^"]*)"/g)]
    .flatMap((match) => match[1]!.split(',').map((candidate) => candidate.trim().split(' ')[0]!))
    .filter((url) => /^(https?:)?\/\//.test(url))
    .map((url) => new URL(url, 'https://site.example').host);

describe('video section', { timeout: 15_000 }, () => {
  it('prerenders its title, its poster from the site and a play link to the video’s page, and nothing of YouTube’s to load', () => {
    const manifest = richManifest();
    const video = videoOf(manifest);
    const html = renderToString(siteNodeElement(video.id, { manifest, path: '/about' }));
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('h2')?.textContent).toBe(ko(video.title));
    expect(page.body.textContent).toContain(ko(video.intro!));
    const link = page.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(videoAddress(video.url)!.watchUrl);
    expect(page.getElementById(link.getAttribute('aria-labelledby')!)?.textContent).toBe(
      `${ko(video.title)} (YouTube)`,
    );
    const poster = link.querySelector('img')!;
    expect(poster.getAttribute('src')).toBe(video.poster.src);
    expect([poster.getAttribute('width'), poster.getAttribute('height')]).toEqual([
      `${video.poster.width}`,
      `${video.poster.height}`,
    ]);
    expect(page.querySelector('iframe')).toBeNull();
    // Only the link names YouTube; nothing the page loads does.
    expect(hosts(html)).toEqual(['www.youtube.com']);
    // The island's props are only what it needs to play: the poster stays prerendered HTML.
    const island = page.querySelector('[data-island="videoPlayer"]')!;
    expect(JSON.parse(island.nextElementSibling!.textContent!)).toEqual({
      frameTitle: ko(video.title),
      nameId: `${video.id}-video-name`,
      watchUrl: videoAddress(video.url)!.watchUrl,
      embedUrl: videoAddress(video.url)!.embedUrl,
    });
  });

  it('names its play link in the page’s language', () => {
    const manifest = richManifest();
    const video = videoOf(manifest);
    renderSiteNode(video.id, { manifest, path: '/en/about' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(en(video.title));
    expect(screen.getByRole('link', { name: `${en(video.title)} (YouTube)` }).getAttribute('href')).toBe(
      videoAddress(video.url)!.watchUrl,
    );
  });

  it('puts the privacy-friendly player in the poster’s place on a click, named by the title, with the focus in it', () => {
    const manifest = richManifest();
    const video = videoOf(manifest);
    const { container } = renderPlayer(manifest, video);
    const link = screen.getByRole('link', { name: `${ko(video.title)} (YouTube)` });
    expect(fireEvent.click(link)).toBe(false);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1`);
    expect(frame.getAttribute('title')).toBe(ko(video.title));
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(document.activeElement).toBe(frame);
    expect(within(container).queryByRole('link')).toBeNull();
  });

  it('plays a Vimeo video without tracking', () => {
    const manifest = richManifest();
    const video = videoOf(manifest);
    video.url = 'https://vimeo.com/76979871';
    const { container } = renderPlayer(manifest, video, 'en');
    const link = screen.getByRole('link', { name: `${en(video.title)} (Vimeo)` });
    expect(link.getAttribute('href')).toBe('https://vimeo.com/76979871');
    fireEvent.click(link);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('leaves a click with a modifier (a new tab) to the link', () => {
    const manifest = richManifest();
    const video = videoOf(manifest);
    const { container } = renderPlayer(manifest, video);
    const link = screen.getByRole('link');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(container.querySelector('iframe')).toBeNull();
  });
});
