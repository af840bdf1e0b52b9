import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../../src/manifest';
import type { NoticeBoard, SiteManifest } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { FIXTURE_PUBLIC } from '../../manifest/manifestFixture';
import { sectionOfType } from '../../helpers/sectionOfType';

function boardOf(manifest: SiteManifest): { board: NoticeBoard; routePath: string } {
  const { section, path } = sectionOfType(manifest, 'noticeBoard');
  return { board: section, routePath: path };
}

/** The problems of `manifest` written as site.json, each with its place, in Korean or English. */
async function problemsOf(manifest: SiteManifest, lang: 'ko' | 'en' = 'ko') {
  const text = JSON.stringify(manifest, null, 2);
  const { problems } = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang });
  const lines = text.split('\n');
  return problems.map(({ code, pointer, line, column, message, hint }) => ({
    code,
    pointer,
    line,
    column,
    message,
    hint,
    written: lines[line - 1]!.slice(column - 1),
  }));
}

describe('notice posts in the validator', { timeout: 30_000 }, () => {
  it('finds nothing wrong with the fixture’s board', async () => {
    expect(await problemsOf(richManifest())).toEqual([]);
  });

  it('reports a date the calendar lacks at its line and column, in Korean and English', async () => {
    const manifest = richManifest();
    const { board } = boardOf(manifest);
    board.posts[1]!.date = '2026-02-30';
    const [problem, ...others] = await problemsOf(manifest);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ code: 'invalid-date', written: '"2026-02-30",' });
    expect(problem!.pointer).toMatch(/\/posts\/1\/date$/);
    expect(problem!.message).toBe("날짜 '2026-02-30'은(는) 달력에 없는 날입니다.");
    const [english] = await problemsOf(manifest, 'en');
    expect(english!.message).toBe("The date '2026-02-30' is not a day of the calendar.");
  });

  it('reports an updated date that is no day, and leaves a wrongly shaped date to the schema', async () => {
    const manifest = richManifest();
    const { board } = boardOf(manifest);
    board.posts[0]!.updated = '2025-13-01';
    board.posts[2]!.date = '2026-4-20';
    const problems = await problemsOf(manifest);
    expect(problems.map(({ code, pointer }) => [code, pointer.replace(/.*\/posts\//, '')]).sort()).toEqual([
      ['invalid-date', '0/updated'],
      ['pattern', '2/date'],
    ]);
  });

  it('reports a post address used twice on one page at the second, naming the first’s line', async () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    const slug = board.posts[0]!.slug;
    board.posts[2]!.slug = slug;
    const [problem, ...others] = await problemsOf(manifest);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ code: 'duplicate-post', written: `"${slug}",` });
    expect(problem!.pointer).toMatch(/\/posts\/2\/slug$/);
    const text = JSON.stringify(manifest, null, 2).split('\n');
    const firstLine = text.findIndex((line) => line.includes(`"slug": "${slug}"`)) + 1;
    expect(problem!.message).toContain(`${firstLine}행`);
    expect(problem!.hint).toContain(`${routePath}/${slug}`);
  });

  it('reports a post whose address is another page’s at the post, naming the page’s line', async () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    const other = structuredClone(manifest.routes.find((route) => route.path === '/help')!);
    other.path = `${routePath}/${board.posts[1]!.slug}`;
    manifest.routes.push(other);
    manifest.menu[0]!.subItems!.push({
      label: { ko: '겹친 주소', en: 'Same address' },
      href: other.path,
      hash: 'process',
    });
    const [problem, ...others] = await problemsOf(manifest);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ code: 'post-page-path', written: `"${board.posts[1]!.slug}",` });
    const text = JSON.stringify(manifest, null, 2).split('\n');
    const routeLine = text.findIndex((line) => line.includes(`"path": "${other.path}"`)) + 1;
    expect(problem!.message).toBe(`이 공지 글의 주소 '${other.path}'은(는) ${routeLine}행의 페이지 주소와 같습니다.`);
  });

  it('checks links to a post’s page like any page link: a known post passes, an unknown one is reported', async () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    const help = manifest.routes.find((route) => route.path === '/help')!;
    const text = help.page.sections.find((section) => section.type === 'textBlock')!;
    if (text.type !== 'textBlock') throw new Error('unreachable');
    text.links = [
      { label: { ko: '공지', en: 'Notice' }, href: `${routePath}/${board.posts[0]!.slug}` },
      { label: { ko: '없는 공지', en: 'No such notice' }, href: `${routePath}/no-such-post` },
    ];
    const problems = await problemsOf(manifest);
    expect(problems.map(({ code, written }) => [code, written])).toEqual([
      ['unknown-page', `"${routePath}/no-such-post"`],
    ]);
  });
});
