// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Gallery, SiteManifest } from '../../../src/manifest/site.gen';
import type { ImageVariants, ImageWithVariants } from '../../../src/render/imageVariants';
import { gallerySizes } from '../../../src/kinds/gallery/gallerySizes';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { renderSiteNode, siteNodeElement } from '../../helpers/renderWithSite';

afterEach(cleanup);

const galleryOf = (manifest: SiteManifest): Gallery =>
  manifest.routes
    .flatMap(({ page }): readonly { type: string }[] => page.sections)
    .find((section): section is Gallery => section.type === 'gallery')!;

/** What the build gives a photo: AVIF and WebP at growing widths, and a JPEG at the widest. */
const builtVariants = (name: string): ImageVariants => ({
  avif: [320, 640, 1200].map((width) => ({ url: `/assets/images/${name}-${width}-00000000.avif`, width })),
  webp: [320, 640, 1200].map((width) => ({ url: `/assets/images/${name}-${width}-00000000.webp`, width })),
  fallback: { url: `/assets/images/${name}-1200-00000000.jpg`, width: 1200 },
});

describe('gallery section', { timeout: 15_000 }, () => {
  it('shows its photos in order as a list, each at its written size, described, captioned and linked to itself', () => {
    const manifest = richManifest();
    const gallery = galleryOf(manifest);
    const { container } = renderSiteNode(gallery.id, { manifest, path: '/about' });
    expect(screen.getByRole('heading', { level: 2, name: ko(gallery.title) })).toBeTruthy();
    expect(container.textContent).toContain(ko(gallery.intro!).split('\n')[0]);
    const items = within(container).getAllByRole('listitem');
    expect(items).toHaveLength(gallery.images.length);
    gallery.images.forEach(({ image, caption }, index) => {
      const img = items[index]!.querySelector('img')!;
      expect(img.getAttribute('alt')).toBe(ko(image.alt));
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([`${image.width}`, `${image.height}`]);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.closest('a')?.getAttribute('href')).toBe(image.src);
      expect(items[index]!.querySelector('figcaption')?.textContent).toBe(caption ? ko(caption) : undefined);
    });
  });

  it('is drawn in the page’s language', () => {
    const manifest = richManifest();
    const gallery = galleryOf(manifest);
    const { container } = renderSiteNode(gallery.id, { manifest, path: '/en/about' });
    expect(within(container).getByRole('heading', { level: 2 }).textContent).toBe(en(gallery.title));
    expect([...container.querySelectorAll('img')].map((img) => img.alt)).toEqual(
      gallery.images.map(({ image }) => en(image.alt)),
    );
    expect([...container.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual(
      gallery.images.flatMap(({ caption }) => (caption ? [en(caption)] : [])),
    );
  });

  it('offers a built photo at the width of a grid column, and opens its largest file', () => {
    const manifest = richManifest();
    const gallery = galleryOf(manifest);
    const photo = gallery.images[0]!.image as ImageWithVariants;
    photo.variants = builtVariants('fracture-sem');
    const { container } = renderSiteNode(gallery.id, { manifest, path: '/about' });
    const picture = container.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('sizes'))).toEqual([
      gallerySizes(manifest.theme.breakpoints),
      gallerySizes(manifest.theme.breakpoints),
    ]);
    expect(sources[0]!.getAttribute('srcset')).toContain('fracture-sem-1200-00000000.avif 1200w');
    expect(picture.closest('a')?.getAttribute('href')).toBe('/assets/images/fracture-sem-1200-00000000.jpg');
    expect(gallerySizes(manifest.theme.breakpoints)).toBe(
      `(max-width: ${manifest.theme.breakpoints.sm - 1}px) 100vw, (max-width: ${manifest.theme.breakpoints.md - 1}px) 50vw, (max-width: ${manifest.theme.breakpoints.lg - 1}px) 33vw, 370px`,
    );
  });

  it('keeps a decorative photo (no description) a picture, since a link to it would have no name', () => {
    const manifest = richManifest();
    const gallery = galleryOf(manifest);
    gallery.images[1]!.image.alt = '';
    const { container } = renderSiteNode(gallery.id, { manifest, path: '/about' });
    const items = within(container).getAllByRole('listitem');
    expect(items[1]!.querySelector('a')).toBeNull();
    expect(items[1]!.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(items[0]!.querySelector('a')).not.toBeNull();
  });

  it('prerenders as plain HTML: no island, no script', () => {
    const manifest = richManifest();
    const gallery = galleryOf(manifest);
    const html = renderToString(siteNodeElement(gallery.id, { manifest, path: '/about' }));
    expect(html.match(/<img /g)?.length).toBe(gallery.images.length);
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('<script');
  });
});
