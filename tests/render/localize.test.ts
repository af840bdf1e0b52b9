import { describe, expect, it } from 'vitest';
import { backgroundVariants } from '../../src/render/imageVariants';
import { localizeManifest } from '../../src/render/localize';
import { richManifest } from '../fixtures/rich-site/make-manifest';
import type { LabManifest } from '../helpers/labManifest';

function bilingual(inProgress = false): LabManifest {
  const manifest = richManifest();
  manifest.languages = [
    { code: 'ko', name: '한국어', locale: 'ko_KR' },
    { code: 'en', name: 'English', locale: 'en_US', ...(inProgress ? { inProgress } : {}) },
  ];
  manifest.labels.openMenu = { ko: '메뉴 열기', en: 'Open menu' };
  manifest.labels.closeMenu = '메뉴 닫기';
  return manifest;
}

describe('localizeManifest', () => {
  it('gives each language its own text of a text written per language', () => {
    expect(localizeManifest(bilingual(), 'ko').labels.openMenu).toBe('메뉴 열기');
    expect(localizeManifest(bilingual(), 'en').labels.openMenu).toBe('Open menu');
  });

  it('keeps a plain string in the default language, and marks it as such in another', () => {
    const manifest = bilingual(true);
    const closeMenu = '메뉴 닫기';
    manifest.labels.closeMenu = closeMenu;
    expect(localizeManifest(manifest, 'ko').labels.closeMenu).toBe(closeMenu);
    expect(localizeManifest(manifest, 'en').labels.closeMenu).toEqual({ text: closeMenu, lang: 'ko' });
  });

  it('leaves ids, paths and colours alone', () => {
    const manifest = bilingual();
    const english = localizeManifest(manifest, 'en');
    expect(english.routes.map((route) => route.path)).toEqual(manifest.routes.map((route) => route.path));
    expect(english.theme).toEqual(manifest.theme);
    expect(english.instruments!.map((instrument) => instrument.id)).toEqual(
      manifest.instruments.map((instrument) => instrument.id),
    );
  });

  it('marks every text and picture with its place for the editor preview, and nothing without it', () => {
    const manifest = bilingual(true);
    manifest.labels.closeMenu = '메뉴 닫기';
    const english = localizeManifest(manifest, 'en', { editPlaces: true });
    expect(english.labels.openMenu).toEqual({ text: 'Open menu', place: '/labels/openMenu' });
    expect(english.labels.closeMenu).toEqual({ text: '메뉴 닫기', lang: 'ko', place: '/labels/closeMenu' });
    expect(english.company.phone).toEqual({ text: manifest.company.phone, place: '/company/phone' });
    expect(english.site.logo.dark.place).toBe('/site/logo/dark');
    const plain = localizeManifest(manifest, 'en');
    expect(plain.labels.openMenu).toBe('Open menu');
    expect(plain.company.phone).toBe(manifest.company.phone);
    expect(plain.site.logo.dark).not.toHaveProperty('place');
  });

  it("marks a background's encoded picture with the place of its image", () => {
    const manifest = bilingual();
    const route = manifest.routes.findIndex((candidate) => candidate.page.type === 'stackedPage');
    const page = manifest.routes[route]!.page;
    if (page.type !== 'stackedPage') throw new Error('unreachable');
    const fallback = { url: '/assets/images/banner-640.jpg', width: 640 };
    Object.assign(page.banner!, { image: '/images/banner.jpg', imageVariants: { avif: [], webp: [], fallback } });
    const local = localizeManifest(manifest, 'ko', { editPlaces: true }).routes[route]!.page;
    if (local.type !== 'stackedPage') throw new Error('unreachable');
    expect(backgroundVariants(local.banner!)?.place).toBe(`/routes/${route}/page/banner/image`);
  });
});
