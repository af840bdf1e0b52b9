import { describe, expect, it } from 'vitest';
import { validateManifestText, type ManifestProblem } from '../../src/manifest';
import { ALLOWED_SCHEMES, HREF_PATTERN, MENU_HREF_PATTERN } from '../../src/manifest/schema/linkHref';
import { PATTERN_EXPLANATIONS } from '../../src/manifest/schema/patternExplanations';
import { resolveRef, type Schema } from '../../src/manifest/schema/schemaLookup';
import { siteSchema } from '../../src/manifest/schema/siteSchemaValidator';
import { edited, FIXTURE_PUBLIC } from './manifestFixture';

const FOOTER_LINK = '"href": "/about#contact"\n      }\n    ]';

/** The fixture with the footer's link set to `href` (written as JSON, so escapes such as \t are real characters). */
const withFooterLink = (href: string) => edited(FOOTER_LINK, `"href": ${JSON.stringify(href)}\n      }\n    ]`);

async function problemsOf(text: string, lang: 'ko' | 'en' = 'ko'): Promise<ManifestProblem[]> {
  return (await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang })).problems;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('links refuse every scheme but http(s), mailto and tel', () => {
  const refused: [string, string][] = [
    ['javascript:alert(document.cookie)', 'javascript:'],
    ['JavaScript:alert(1)', 'javascript:'],
    ['  javascript:alert(1)', 'javascript:'],
    ['java\tscript:alert(1)', 'javascript:'],
    ['java\nscript:alert(1)', 'javascript:'],
    ['java&#9;script:alert(1)', 'javascript:'],
    ['&#106;avascript:alert(1)', 'javascript:'],
    ['javascript&colon;alert(1)', 'javascript:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['file:///etc/passwd', 'file:'],
    ['//evil.example/page', '//'],
    ['\\\\evil.example/page', '//'],
  ];

  it.each(refused)('%j is refused at its line as %s, saying which links are allowed', async (href, scheme) => {
    const text = withFooterLink(href);
    const problems = await problemsOf(text);
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem).toMatchObject({
      code: 'unsafe-link',
      pointer: '/footer/links/0/href',
      line: lineOf(text, JSON.stringify(href)),
    });
    expect(problem!.message).toContain(scheme === '//' ? '//로 시작하는 주소는' : `'${scheme}' 링크는`);
    for (const allowed of ['https://', 'http://', 'mailto:', 'tel:', '/로 시작하는 사이트 안의 주소', '#으로 시작하는'])
      expect(problem!.hint).toContain(allowed);
  });

  it('says in English too which links are allowed', async () => {
    const [problem] = await problemsOf(withFooterLink('javascript:alert(1)'), 'en');
    expect(problem!.message).toContain("A 'javascript:' link runs what it holds on this site");
    expect(problem!.hint).toContain('https:// or http://, mailto: (write an email), tel: (call)');
  });

  it('tells a disguised scheme apart from one written plainly', async () => {
    const [plain] = await problemsOf(withFooterLink('javascript:alert(1)'));
    const [disguised] = await problemsOf(withFooterLink('java\tscript:alert(1)'));
    expect(plain!.message).not.toContain('브라우저가 무시하므로');
    expect(disguised!.message).toContain("이 주소는 'javascript:'(으)로 읽힙니다");
  });

  it.each([
    ['partners', '"name": "협력사",', '"name": "협력사",\n      "href": "javascript:alert(1)",', '/partners/0/href'],
    [
      'the picture credit',
      '"href": "https://creativecommons.org/publicdomain/zero/1.0/"',
      '"href": "javascript:alert(1)"',
      '/site/heroAttribution/href',
    ],
    [
      'the inquiry form',
      '"href": "/about#contact",\n    "delivery"',
      '"href": "javascript:alert(1)",\n    "delivery"',
      '/inquiryForm/href',
    ],
    ['the footer', FOOTER_LINK, '"href": "javascript:alert(1)"\n      }\n    ]', '/footer/links/0/href'],
  ])('in %s', async (_, from, to, pointer) => {
    expect((await problemsOf(edited(from, to))).map((problem) => [problem.code, problem.pointer])).toEqual([
      ['unsafe-link', pointer],
    ]);
  });

  it('in the menu, which leads to pages of the site only', async () => {
    const text = edited('"href": "/about",\n      "subItems"', '"href": "javascript:alert(1)",\n      "subItems"');
    const problems = await problemsOf(text);
    expect(problems.map((problem) => [problem.code, problem.pointer, problem.line])).toEqual([
      ['pattern', '/menu/0/href', lineOf(text, 'javascript:')],
    ]);
  });

  it.each([
    '/about',
    '/about#contact',
    '#contact',
    'https://www.example.co.kr/a?b=c',
    'http://example.com',
    'mailto:contact@example.co.kr',
    'tel:+82-42-000-0000',
  ])('accepts %s', async (href) => {
    expect(await problemsOf(withFooterLink(href))).toEqual([]);
  });

  it('repairs a link that only needs its case, spaces or scheme fixed', async () => {
    const repaired = async (href: string) => (await problemsOf(withFooterLink(href)))[0]?.hint;
    expect(await repaired(' HTTPS://example.com')).toBe('"https://example.com"처럼 쓰세요.');
    expect(await repaired('www.example.co.kr/about')).toBe('"https://www.example.co.kr/about"처럼 쓰세요.');
  });
});

describe('the schema', () => {
  type Found = { path: string; schema: Schema };
  function* hrefFields(node: unknown, path = '#'): Generator<Found> {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'href' && path.endsWith('/properties')) yield { path: `${path}/href`, schema: value as Schema };
      yield* hrefFields(value, `${path}/${key}`);
    }
  }

  it('gives every link field the link pattern, the pattern of a page of the site, or the menu pattern (a page or https)', () => {
    const definitions = siteSchema.$defs as Record<string, Schema>;
    const fields = [...hrefFields(siteSchema)];
    expect(fields.length).toBeGreaterThanOrEqual(6);
    const loose = fields
      .filter(
        ({ schema }) =>
          ![HREF_PATTERN, MENU_HREF_PATTERN, definitions.Path!.pattern].includes(resolveRef(schema).pattern),
      )
      .map(({ path }) => path);
    expect(loose).toEqual([]);
  });

  it('explains the link pattern in words, naming every allowed scheme', () => {
    for (const scheme of ALLOWED_SCHEMES) expect(PATTERN_EXPLANATIONS[HREF_PATTERN]!.ko).toContain(scheme);
  });
});
