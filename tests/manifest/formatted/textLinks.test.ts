import { describe, expect, it } from 'vitest';
import { validateManifestText, type ManifestProblem } from '../../../src/manifest';
import { edited, FIXTURE_PUBLIC } from '../manifestFixture';

const GREETING = '"안녕하세요."';

/** The fixture with the greeting's paragraph written as `paragraph` (a JSON string or a text per language). */
const withGreeting = (paragraph: unknown) => edited(GREETING, JSON.stringify(paragraph));

async function problemsOf(text: string, lang: 'ko' | 'en' = 'ko'): Promise<ManifestProblem[]> {
  return (await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang })).problems;
}

/** Line and column (1-based) of the first `needle` in `text`. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

describe('links written inside a paragraph are checked like every link', () => {
  it('accepts links to pages, sections, other sites, mail and phone, with emphasis and lists around them', async () => {
    const text = withGreeting(
      '**환영합니다.** [회사소개](/about#greeting), [장비](/equipment), [KOLAS](https://www.knab.go.kr)\n\n- [메일](mailto:lab@example.com)\n- [전화](tel:042-000-0000)',
    );
    expect(await problemsOf(text)).toEqual([]);
  });

  it('names a page that does not exist at the link’s own line and column, with the nearest address', async () => {
    const text = withGreeting('첫 줄입니다.\n자세한 것은 [회사 소개](/abuot)를 보세요.');
    const [problem, ...rest] = await problemsOf(text);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ code: 'unknown-page', pointer: '/routes/1/page/sections/0/paragraphs/0' });
    expect(problem!.message).toContain("'/about'");
    // The column is the address's inside the JSON string, after the escaped line break ("\n" is two characters there).
    expect({ line: problem!.line, column: problem!.column }).toEqual(positionOf(text, '/abuot'));
  });

  it('names a section that does not exist on the linked page', async () => {
    const text = withGreeting('[인사말](/about#greting)');
    const [problem] = await problemsOf(text);
    expect(problem).toMatchObject({ code: 'unknown-section', ...positionOf(text, '/about#greting') });
    expect(problem!.hint).toContain('greeting');
  });

  it('refuses a script link inside a text, however it is disguised, each at its own column', async () => {
    const text = withGreeting('[여기](javascript:alert(1)) 또는 [저기](JAVASCRIPT:alert(1))');
    const problems = await problemsOf(text);
    expect(problems.map(({ code, pointer }) => ({ code, pointer }))).toEqual([
      { code: 'unsafe-link', pointer: '/routes/1/page/sections/0/paragraphs/0' },
      { code: 'unsafe-link', pointer: '/routes/1/page/sections/0/paragraphs/0' },
    ]);
    expect(problems[0]).toMatchObject(positionOf(text, 'javascript:'));
    expect(problems[1]).toMatchObject(positionOf(text, 'JAVASCRIPT:'));
    expect(problems[0]!.message).toContain("'javascript:' 링크는");
  });

  it('says how a link that is no address could be written, in Korean and English', async () => {
    const text = withGreeting('[누리집](www.knab.go.kr)');
    const [ko] = await problemsOf(text);
    expect(ko).toMatchObject({ code: 'malformed-text-link', ...positionOf(text, 'www.knab') });
    expect(ko!.message).toContain('"https://www.knab.go.kr"');
    expect(ko!.hint).toContain('[보이는 글](주소)');
    const [en] = await problemsOf(text, 'en');
    expect(en!.hint).toContain('[words](address)');
  });

  it('leaves brackets that are no link alone', async () => {
    expect(await problemsOf(withGreeting('[참고] 시료는 (가능하면) 두 개 보내 주세요.'))).toEqual([]);
  });
});
