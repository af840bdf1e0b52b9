import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import { edited, FIXTURE_PUBLIC, reportFor, validText } from './manifestFixture';

const firstGroup = '      "label": "회사소개",\n      "href": "/about",';
const labelsStart = '  "labels": {\n';
const outsideLabel = `${labelsStart}    "outsideLink": "새 창에서 열림",\n`;
const menuStart = '  "menu": [\n';

/** The problem codes of the text, with the pointer of each. */
async function problemsOf(text: string): Promise<string[]> {
  const { problems } = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang: 'ko' });
  return problems.map((problem) => `${problem.code} ${problem.pointer}`);
}

describe('the menu’s links to other sites', () => {
  const withBlog = (text: string) =>
    edited(
      menuStart,
      `${menuStart}    { "label": "블로그", "href": "https://blog.example.com/lab", "subItems": [] },\n`,
      text,
    );

  it('are menu groups of their own, never looked up among the pages, announced by labels.outsideLink', async () => {
    expect(await problemsOf(withBlog(edited(labelsStart, outsideLabel)))).toEqual([]);
  });

  it('need labels.outsideLink, the words screen readers read after them', async () => {
    expect(await problemsOf(withBlog(edited(labelsStart, labelsStart)))).toEqual([
      'missing-outside-link-label /menu/0/href',
    ]);
  });

  it('are refused where a page of the site belongs: a hero tile, a sub-item', async () => {
    const tile = edited(
      '"href": "/equipment",\n                "icon"',
      '"href": "https://example.com",\n                "icon"',
    );
    expect((await problemsOf(tile)).some((problem) => problem.endsWith('/tiles/0/href'))).toBe(true);
    const subItem = edited(
      '"label": "분석 문의",\n          "href": "/about"',
      '"label": "분석 문의",\n          "href": "https://example.com"',
    );
    expect(await problemsOf(subItem)).toContain('pattern /menu/2/subItems/1/href');
  });

  it('are refused as routes in any other scheme or form', async () => {
    for (const href of ['http://blog.example.com', 'javascript:alert(1)', '//blog.example.com', 'blog.example.com']) {
      const text = edited(firstGroup, `      "label": "회사소개",\n      "href": ${JSON.stringify(href)},`);
      expect((await problemsOf(text))[0], href).toMatch(/ \/menu\/0\/href$/u);
    }
  });

  it('cannot take a section after them', async () => {
    const text = edited(
      labelsStart,
      outsideLabel,
      edited(
        menuStart,
        `${menuStart}    { "label": "블로그", "href": "https://blog.example.com", "subItems": [{ "label": "글", "hash": "posts" }] },\n`,
      ),
    );
    expect(await problemsOf(text)).toEqual(['outside-link-with-section /menu/0/subItems/0/hash']);
  });
});

describe('the header’s button', () => {
  const withButton = (button: object) =>
    edited(menuStart, `  "headerButton": ${JSON.stringify(button)},\n${menuStart}`);

  it('leads to a page, a section of it, or another site', async () => {
    expect(await problemsOf(withButton({ label: '분석 문의', href: '/about', hash: 'contact' }))).toEqual([]);
    expect(
      await problemsOf(
        edited(labelsStart, outsideLabel, withButton({ label: '예약', href: 'https://booking.example.com' })),
      ),
    ).toEqual([]);
  });

  it('is a problem at the page or the section that is not there, at its line', async () => {
    expect(await problemsOf(withButton({ label: '분석 문의', href: '/nowhere' }))).toEqual([
      'unknown-page /headerButton/href',
    ]);
    const report = await reportFor(withButton({ label: '분석 문의', href: '/about', hash: 'inquiry' }));
    expect(report[0]).toMatch(/^site\.json:173:\d+ /u);
    expect(report.join('\n')).toContain('inquiry');
  });
});

describe('a page’s main heading', () => {
  const noBanner = (text: string) =>
    edited(
      '        "banner": {\n          "title": "회사소개",\n          "image": "/images/banner.svg"\n        },\n',
      '',
      text,
    );
  const hero =
    '{ "type": "hero", "id": "top", "tiles": [{ "label": "장비", "description": "보유 장비", "href": "/equipment", "icon": { "src": "/images/icons/tile.svg", "alt": "", "width": 64, "height": 64 } }] },';
  const greetingFirst = '        "sections": [\n          {\n            "type": "greeting"';
  const withHero = (text: string) => edited(greetingFirst, greetingFirst.replace('[\n', `[\n${hero}\n`), text);

  it('comes from the hero on a stacked page without a banner', async () => {
    expect(await problemsOf(withHero(noBanner(validText)))).toEqual([]);
  });

  it('is missing on a stacked page with neither banner nor hero', async () => {
    expect(await problemsOf(noBanner(validText))).toEqual(['page-without-heading /routes/1/page']);
    expect((await reportFor(noBanner(validText), 'en')).join('\n')).toContain('no main heading');
  });

  it('is missing on a notice post’s own page when the board’s page has no banner', async () => {
    const board = JSON.stringify({
      type: 'noticeBoard',
      id: 'notices',
      title: '소식',
      backLink: '목록',
      filesTitle: '첨부 파일',
      posts: [{ slug: 'closing', title: '휴무 안내', date: '2025-12-15', body: ['쉽니다.'] }],
    });
    const text = edited(greetingFirst, greetingFirst.replace('[\n', `[\n${hero}\n${board},\n`), noBanner(validText));
    expect(await problemsOf(text)).toEqual(['page-without-heading /routes/1/page/sections/1']);
  });

  it('is doubled by a hero under a banner', async () => {
    expect(await problemsOf(withHero(validText))).toEqual(['page-with-two-headings /routes/1/page/sections/0']);
  });
});

describe('a page the header leads to', () => {
  /** The fixture without its menu group for /cases, with `change` made to the parsed manifest. */
  const withoutCasesGroup = (change: (manifest: Record<string, unknown>) => void = () => {}) => {
    const manifest = JSON.parse(validText) as { menu: { href: string }[]; labels: Record<string, unknown> };
    manifest.menu = manifest.menu.filter((group) => group.href !== '/cases');
    change(manifest);
    return JSON.stringify(manifest, null, 2);
  };

  it('is unreachable when nothing leads to it', async () => {
    expect(await problemsOf(withoutCasesGroup())).toContain('unreachable-route /routes/3/path');
  });

  it('is reached through the header’s button alone', async () => {
    const text = withoutCasesGroup((manifest) => (manifest.headerButton = { label: '사례', href: '/cases' }));
    expect(await problemsOf(text)).toEqual([]);
  });

  it('is still found unreachable when the menu also leads to another site', async () => {
    const text = withoutCasesGroup((manifest) => {
      (manifest.menu as object[]).push({ label: '블로그', href: 'https://blog.example.com', subItems: [] });
      (manifest.labels as Record<string, unknown>).outsideLink = '새 창에서 열림';
    });
    expect(await problemsOf(text)).toEqual(['unreachable-route /routes/3/path']);
  });
});
