// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it } from 'vitest';
import { Section } from '../../../src/components/common/Section';
import type { Background } from '../../../src/manifest/site.gen';
import type { WithBackgroundVariants } from '../../../src/render/imageVariants';
import { createSiteTheme } from '../../../src/theme/siteTheme';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

afterEach(cleanup);

const theme = createSiteTheme(richManifest().theme);

const photo: WithBackgroundVariants<Background> = {
  color: '#f4f6f9',
  image: '/images/lab-photo.jpg',
  imageVariants: {
    avif: [
      { url: '/assets/images/lab-photo-640-aaaa.avif', width: 640 },
      { url: '/assets/images/lab-photo-1280-bbbb.avif', width: 1280 },
    ],
    webp: [
      { url: '/assets/images/lab-photo-640-cccc.webp', width: 640 },
      { url: '/assets/images/lab-photo-1280-dddd.webp', width: 1280 },
    ],
    fallback: { url: '/images/lab-photo.jpg', width: 1280 },
  },
};

function renderSection(background?: Background) {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Section id="intro" background={background}>
        <h2>연구소 소개</h2>
      </Section>
    </ThemeProvider>,
  );
  return container.querySelector('section')!;
}

/** The rules styled-components wrote for the box's classes, whitespace removed. */
function boxCss(box: Element): string {
  const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return [...box.classList]
    .flatMap((name) => [...styles.matchAll(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g'))].map((match) => match[0]))
    .join('')
    .replace(/\s+/g, '');
}

it('draws a photo background as a lazy full-width <picture> behind the content, not as a CSS url()', () => {
  const box = renderSection(photo);
  expect(box.id).toBe('intro');
  expect([...box.children].map((child) => child.tagName)).toEqual(['PICTURE', 'H2']);
  const sources = [...box.querySelectorAll('picture > source')];
  expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('sizes')])).toEqual([
    ['image/avif', '100vw'],
    ['image/webp', '100vw'],
  ]);
  expect(sources[0]?.getAttribute('srcset')).toBe(
    '/assets/images/lab-photo-640-aaaa.avif 640w, /assets/images/lab-photo-1280-bbbb.avif 1280w',
  );
  const img = box.querySelector('picture > img')!;
  expect([
    img.getAttribute('src'),
    img.getAttribute('alt'),
    img.getAttribute('loading'),
    img.getAttribute('decoding'),
  ]).toEqual(['/images/lab-photo.jpg', '', 'lazy', 'async']);
  const css = boxCss(box);
  expect(css).toContain('background-color:#f4f6f9');
  expect(css).toContain('position:relative');
  expect(css).toContain('isolation:isolate');
  expect(css).not.toContain('url(');
});

it('keeps an SVG background as a covering CSS background, with no <picture>', () => {
  const box = renderSection({ color: '#0a1a30', image: '/images/pattern.svg' });
  expect(box.querySelector('picture')).toBeNull();
  const css = boxCss(box);
  expect(css).toContain('background-image:url(/images/pattern.svg)');
  expect(css).toContain('background-size:cover');
  expect(css).not.toContain('isolation');
});

it('draws a section without a background transparent, with no image', () => {
  const box = renderSection();
  expect(box.querySelector('picture')).toBeNull();
  expect(boxCss(box)).toContain('background-color:transparent;background-image:none');
});
