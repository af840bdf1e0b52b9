import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completenessTable, translationCompleteness, type LanguageCount } from '../../src/manifest';
import { textPlaces } from '../../src/manifest/language/textPlaces';
import { edited } from './manifestFixture';
import { runScript } from '../helpers/runScript';

const bilingual = readFileSync('tests/fixtures/manifests/bilingual.json', 'utf8');
const withoutEnglishName = edited(
  '"ko": "X선 광전자 분광기",\n        "en": "EN X선 광전자 분광기"',
  '"ko": "X선 광전자 분광기"',
  bilingual,
);
const withoutEnglishMenuLabel = edited(
  '"ko": "메뉴 열기",\n      "en": "EN 메뉴 열기"',
  '"ko": "메뉴 열기"',
  bilingual,
);
const figures = (text: string) => translationCompleteness(JSON.parse(text), 'ko');
const byPath = (text: string) => new Map(figures(text).pages.map((page) => [page.path, page.languages]));
const english = (counts: readonly LanguageCount[]) => counts.find((count) => count.code === 'en')!;

describe('translation completeness figures', () => {
  it('count each page of the fixture, complete in both languages', () => {
    const { pages, total } = figures(bilingual);
    expect(pages.map((page) => page.path)).toEqual(['/', '/about', '/equipment', '/cases']);
    for (const page of pages)
      expect(page.languages.map((count) => count.translated)).toEqual([
        page.languages[0]!.total,
        page.languages[0]!.total,
      ]);
    expect(total).toEqual([
      {
        code: 'ko',
        translated: textPlaces(JSON.parse(bilingual)).length,
        total: textPlaces(JSON.parse(bilingual)).length,
      },
      {
        code: 'en',
        translated: textPlaces(JSON.parse(bilingual)).length,
        total: textPlaces(JSON.parse(bilingual)).length,
      },
    ]);
  });

  it("an instrument's missing translation lowers only the page that shows it", () => {
    const complete = byPath(bilingual);
    const missing = byPath(withoutEnglishName);
    for (const [path, counts] of missing) {
      const expected = complete.get(path)!;
      expect(english(counts)).toEqual({
        ...english(expected),
        translated: english(expected).translated - (path === '/equipment' ? 1 : 0),
      });
    }
    expect(english(figures(withoutEnglishName).total).translated).toBe(english(figures(bilingual).total).total - 1);
  });

  it("a label's missing translation lowers every page", () => {
    const complete = byPath(bilingual);
    for (const [path, counts] of byPath(withoutEnglishMenuLabel))
      expect(english(counts).translated).toBe(english(complete.get(path)!).total - 1);
  });

  it('the table has Korean headers, a row per page and a total row', () => {
    const total = textPlaces(JSON.parse(bilingual)).length;
    const lines = completenessTable(figures(withoutEnglishName), 'ko');
    expect(lines[0]).toMatch(/^페이지\s+주소\s+한국어 \(ko\)\s+English \(en\)$/u);
    expect(lines).toHaveLength(2 + 4 + 2);
    expect(lines[4]).toMatch(
      new RegExp(`^분석장비 › 표면분석\\s+/equipment\\s+(\\d+)/\\1 \\(100%\\)\\s+\\d+/\\1 \\(9\\d%\\)$`, 'u'),
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^전체 \\(글 ${total}개\\)\\s+${total}/${total} \\(100%\\)\\s+${total - 1}/${total} \\(9\\d%\\)$`,
        'u',
      ),
    );
  });
});

describe('npm run validate -- --translations', { timeout: 60_000 }, () => {
  const run = (args: string[]) => runScript('scripts/validate.ts', [...args, '--public', 'tests/fixtures/public']);

  it('prints the table after the problems and keeps the exit status; the JSON report holds the figures', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'translations-'));
    try {
      const file = join(dir, 'site.json');
      await writeFile(file, withoutEnglishName);
      const text = await run([file, '--translations']);
      expect(text.code).toBe(1);
      expect(text.stdout).toMatch(/^\n페이지 +주소 +한국어 \(ko\) +English \(en\)\n/u);
      expect(text.stdout).toMatch(/\n전체 \(글 \d+개\) .*\n$/u);
      const json = await run([file, '--translations', '--format', 'json']);
      expect(json.code).toBe(1);
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: false,
        problems: [{ code: 'missing-translation' }],
        translations: figures(withoutEnglishName),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
