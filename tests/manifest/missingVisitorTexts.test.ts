import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatWarning, validateManifestText } from '../../src/manifest';
import { missingVisitorTexts } from '../../src/manifest/warnings/missingVisitorTexts';
import { ownVisitorLanguage } from '../../src/messages/visitorLanguage';
import { FIXTURE_PUBLIC } from './manifestFixture';

const JAPANESE = 'tests/fixtures/japanese-site/site.json';
const japanese = readFileSync(JAPANESE, 'utf8');
const bilingual = readFileSync('tests/fixtures/manifests/bilingual.json', 'utf8');
const validate = (text: string, lang: 'ko' | 'en' = 'ko') =>
  validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang });
const entryLine = japanese.split('\n').findIndex((row) => row.includes('"code": "ja"'));

describe('a site language without the visitor texts the code writes', () => {
  it('is a warning at its languages entry, saying which language those texts show in', async () => {
    const result = await validate(japanese);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings.map((warning) => formatWarning(warning, 'site.json'))).toEqual([
      `경고: site.json:${entryLine}:5  언어 목록 › 日本語: 사이트 언어 '日本語'(ja)에는 프로그램이 방문자에게 쓰는 글(문의 양식의 입력 확인·거절 안내, 서버의 오류 페이지)이 없습니다. 日本語 페이지에서 이 글들은 한국어(으)로 보입니다. site.json의 글은 日本語로 그대로 보입니다.\n` +
        `  → 日本語로 보이게 하려면 개발 담당자에게 src/messages/visitorLanguage.ts의 visitorLanguages에 'ja'를 더하고 컴파일러가 알려 주는 글을 日本語로 적어 달라고 하세요. 이 언어를 아직 보이지 않으려면 languages에서 빼세요.  (/languages/2)`,
    ]);
  });

  it('is said in English too, with the same code, place and fallback', async () => {
    const result = await validate(japanese, 'en');
    expect(result.ok && result.warnings).toMatchObject([
      {
        code: 'missing-visitor-texts',
        pointer: '/languages/2',
        line: entryLine,
        column: 5,
        message: expect.stringContaining(
          "Site language '日本語' (ja) has none of the texts the code writes for visitors",
        ),
        hint: expect.stringContaining("add 'ja' to visitorLanguages"),
      },
    ]);
    expect(result.ok && result.warnings[0]?.message).toContain('Its pages show them in 한국어');
  });

  it('falls back to the default language, not to English, when the default has the texts', async () => {
    const englishFirst = japanese.replace(/"languages": \[\s*(\{[^}]*\}),\s*(\{[^}]*\})/, '"languages": [$2, $1');
    const result = await validate(englishFirst, 'en');
    expect(result.ok && result.warnings.map((warning) => warning.message)).toEqual([
      expect.stringContaining('Its pages show them in English'),
    ]);
  });
});

describe('a site language with the visitor texts', () => {
  it('gets no warning: Korean and English', async () => {
    expect(await validate(bilingual)).toMatchObject({ ok: true, warnings: [] });
  });

  it('gets no warning once the code has texts in it: Japanese', () => {
    const manifest = JSON.parse(japanese);
    const withJapanese = (code: string) => (code === 'ja' ? ('ko' as const) : ownVisitorLanguage(code));
    expect(missingVisitorTexts(manifest, withJapanese)).toEqual([]);
    expect(missingVisitorTexts(manifest)).toMatchObject([{ code: 'missing-visitor-texts', pointer: '/languages/2' }]);
  });
});
