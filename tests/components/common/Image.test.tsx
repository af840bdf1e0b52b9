// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BackgroundPicture } from '../../../src/components/common/BackgroundPicture';
import { Image } from '../../../src/components/common/Image';
import type { ImageWithVariants } from '../../../src/render/imageVariants';
import type { Localized } from '../../../src/render/localize';

afterEach(cleanup);

const svg = { src: '/images/icon.svg', alt: '아이콘', width: 64, height: 64 };
const photo: Localized<ImageWithVariants> = {
  src: '/images/xps.jpg',
  alt: 'XPS 장비',
  width: 400,
  height: 300,
  variants: {
    avif: [
      { url: '/assets/images/xps-320-aaaa.avif', width: 320 },
      { url: '/assets/images/xps-800-bbbb.avif', width: 800 },
    ],
    webp: [
      { url: '/assets/images/xps-320-cccc.webp', width: 320 },
      { url: '/assets/images/xps-800-dddd.webp', width: 800 },
    ],
    fallback: { url: '/assets/images/xps-800-eeee.jpg', width: 800 },
  },
};

it('draws an image without variants as a lazy <img> with its size', () => {
  const { container } = render(<Image image={svg} />);
  const img = container.querySelector('img')!;
  expect(container.querySelector('picture')).toBeNull();
  expect(img.getAttribute('src')).toBe('/images/icon.svg');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '64']);
  expect(img.getAttribute('loading')).toBe('lazy');
  expect(img.getAttribute('decoding')).toBe('async');
});

it('offers AVIF, then WebP, then the fallback inside <picture>', () => {
  const { container } = render(<Image image={photo} />);
  const sources = [...container.querySelectorAll('picture > source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  expect(sources[0]?.getAttribute('srcset')).toBe(
    '/assets/images/xps-320-aaaa.avif 320w, /assets/images/xps-800-bbbb.avif 800w',
  );
  expect(sources[1]?.getAttribute('sizes')).toBe('(max-width: 400px) 100vw, 400px');
  const img = container.querySelector('picture > img')!;
  expect(img.getAttribute('src')).toBe('/assets/images/xps-800-eeee.jpg');
  expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual([
    '400',
    '300',
    'XPS 장비',
  ]);
  expect(img.getAttribute('loading')).toBe('lazy');
});

it("fetches the first screen's largest image first and never lazily, and other first-screen images eagerly at normal priority", () => {
  const high = render(<Image image={photo} loading="high" />).container.querySelector('img')!;
  expect(high.getAttribute('fetchpriority')).toBe('high');
  expect(high.hasAttribute('loading')).toBe(false);
  cleanup();
  const eager = render(<Image image={photo} loading="eager" />).container.querySelector('img')!;
  expect(eager.hasAttribute('fetchpriority')).toBe(false);
  expect(eager.hasAttribute('loading')).toBe(false);
});

it('draws a background picture full width, decorative, with the loading asked for', () => {
  const { container } = render(<BackgroundPicture variants={photo.variants!} loading="high" />);
  const sources = [...container.querySelectorAll('picture > source')];
  expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('sizes')])).toEqual([
    ['image/avif', '100vw'],
    ['image/webp', '100vw'],
  ]);
  const img = container.querySelector('picture > img')!;
  expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('fetchpriority')]).toEqual([
    '/assets/images/xps-800-eeee.jpg',
    '',
    'high',
  ]);
});
