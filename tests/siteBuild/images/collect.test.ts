import { describe, expect, it } from 'vitest';
import { collectRasterBackgrounds, collectRasterImages } from '../../../src/siteBuild/images/collect';

describe('collectRasterImages', () => {
  it('finds raster Images anywhere by their shape and leaves SVGs and bare paths alone', () => {
    const photo = { src: '/images/a.JPG', alt: '', width: 400, height: 300 };
    const png = { src: '/images/b.png', alt: 'b', width: 10, height: 10 };
    const manifest = {
      site: { logo: { src: '/images/logo.svg', alt: 'logo', width: 1, height: 1 }, heroImage: '/images/hero.jpg' },
      deep: [{ sections: [{ image: photo }] }, { items: [[png]] }],
    };
    expect(collectRasterImages(manifest)).toEqual([photo, png]);
  });

  it('finds a photo whose description is written per language', () => {
    const photo = { src: '/images/lab.jpg', alt: { ko: '분석실', en: 'The analysis room' }, width: 1200, height: 800 };
    const drawing = { src: '/images/lab.svg', alt: { ko: '분석실', en: 'The analysis room' }, width: 10, height: 10 };
    expect(collectRasterImages({ gallery: { images: [{ image: photo }, { image: drawing }] } })).toEqual([photo]);
  });
});

describe('collectRasterBackgrounds', () => {
  it('finds what names a raster picture by its path under image, and leaves SVGs and whole Images alone', () => {
    const background = { color: '#0a1a30', image: '/images/lab.JPEG' };
    const banner = { title: '회사소개', image: '/images/banner.webp' };
    const manifest = {
      routes: [
        { page: { sections: [{ background }, { background: { color: '#fff', image: '/images/hero.svg' } }], banner } },
      ],
      equips: [{ image: { src: '/images/a.jpg', alt: '', width: 400, height: 300 } }],
    };
    expect(collectRasterBackgrounds(manifest)).toEqual([background, banner]);
  });
});
