import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem, formatWarning, validateManifestFile, validateManifestText } from '../../src/manifest';
import { textPlaces } from '../../src/manifest/language/textPlaces';
import { edited, FIXTURE_PUBLIC } from './manifestFixture';

const BILINGUAL = 'tests/fixtures/manifests/bilingual.json';
const bilingual = readFileSync(BILINGUAL, 'utf8');
const change = (from: string, to: string, text = bilingual) => edited(from, to, text);
const validate = (text: string) => validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC });
const lineOf = (text: string, fragment: string) => text.split('\n').findIndex((row) => row.includes(fragment)) + 1;

const KOR_NAME = '"ko": "X선 광전자 분광기",\n        "en": "EN X선 광전자 분광기"';
const withoutEnglishName = change(KOR_NAME, '"ko": "X선 광전자 분광기"');
const inProgress = (text: string) => change('"locale": "en_US"', '"locale": "en_US", "inProgress": true', text);

describe('translation completeness', () => {
  it('the bilingual fixture has none to report', async () => {
    expect(await validate(bilingual)).toMatchObject({ ok: true, warnings: [] });
  });

  it('a missing English text names the language’s own field beside the text, for the editor to point at its English box', async () => {
    const result = await validate(withoutEnglishName);
    expect(result.problems).toMatchObject([
      { code: 'missing-translation', pointer: '/instruments/0/korName', field: '/instruments/0/korName/en' },
    ]);
  });

  it('a missing English text is a problem at its line and column, naming its page and quoting the Korean text', async () => {
    const result = await validate(withoutEnglishName);
    const line = lineOf(withoutEnglishName, '"korName"');
    expect(result.problems.map((problem) => formatProblem(problem, 'site.json'))).toEqual([
      `site.json:${line}:18  장비 목록 › XPS › 장비 이름: English(en) 번역이 없습니다. '분석장비 › 표면분석' 페이지에 보이는 글입니다.\n` +
        `  → 한국어 글 'X선 광전자 분광기'를 번역해 { "ko": "…", "en": "…" }처럼 "en"에 적으세요.  (/instruments/0/korName)`,
    ]);
  });

  it('says the same in English with --lang en', async () => {
    const result = await validateManifestText(withoutEnglishName, 'site.json', {
      publicDir: FIXTURE_PUBLIC,
      lang: 'en',
    });
    expect(result.problems).toMatchObject([
      {
        message: "There is no English (en) translation. The text shows on the page '분석장비 › 표면분석'.",
        hint: 'Translate the default-language (ko) text \'X선 광전자 분광기\' and write it under "en", as in { "ko": "…", "en": "…" }.',
      },
    ]);
  });

  it('a text every page shows says so', async () => {
    const result = await validate(change('"ko": "메뉴 열기",\n      "en": "EN 메뉴 열기"', '"ko": "메뉴 열기"'));
    expect(result.problems).toMatchObject([
      {
        code: 'missing-translation',
        pointer: '/labels/openMenu',
        message: expect.stringContaining('모든 페이지에 보이는 글입니다'),
      },
    ]);
  });

  it('for a language in progress the same finding is a warning, and the page shows the Korean text instead', async () => {
    const text = inProgress(withoutEnglishName);
    const result = await validate(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings.map((warning) => formatWarning(warning, 'site.json'))).toEqual([
      `경고: site.json:${lineOf(text, '"korName"')}:18  장비 목록 › XPS › 장비 이름: English(en) 번역이 아직 없어 '분석장비 › 표면분석' 페이지에 한국어 글이 대신 보입니다.\n` +
        `  → 한국어 글 'X선 광전자 분광기'를 번역해 { "ko": "…", "en": "…" }처럼 "en"에 적으세요.  (/instruments/0/korName)`,
    ]);
  });

  it('a language code the site does not declare is a problem at the code, with the code it likely meant, and not also a missing translation', async () => {
    const text = change(KOR_NAME, '"ko": "X선 광전자 분광기",\n        "eng": "X-ray photoelectron spectrometer"');
    const result = await validate(text);
    expect(result.problems).toMatchObject([
      {
        code: 'unknown-language',
        pointer: '/instruments/0/korName/eng',
        line: lineOf(text, '"eng"'),
        column: 9,
        message: expect.stringContaining("혹시 'en'을(를) 말씀하셨나요?"),
      },
    ]);
  });

  it('a key not written as a language code is that unknown code, with the code it likely meant', async () => {
    const text = change(KOR_NAME, '"KO": "X선 광전자 분광기",\n        "en": "EN X선 광전자 분광기"');
    expect((await validate(text)).problems).toMatchObject([
      {
        code: 'unknown-language',
        pointer: '/instruments/0/korName/KO',
        line: lineOf(text, '"KO"'),
        message: expect.stringContaining("혹시 'ko'을(를) 말씀하셨나요?"),
      },
    ]);
  });

  it('an empty text per language, and an empty translation, each say their own mistake', async () => {
    const empty = change(`{\n        ${KOR_NAME}\n      }`, '{}');
    expect((await validate(empty)).problems).toMatchObject([
      {
        code: 'empty-text-by-language',
        pointer: '/instruments/0/korName',
        hint: '{ "ko": "…", "en": "…" }처럼 언어마다 글을 적으세요.',
      },
    ]);
    const blank = change(KOR_NAME, '"ko": "X선 광전자 분광기",\n        "en": ""');
    expect((await validate(blank)).problems).toMatchObject([
      { code: 'too-short', pointer: '/instruments/0/korName/en' },
    ]);
  });

  it("a translation's refused character names the text and its language", async () => {
    const text = change(KOR_NAME, '"ko": "X선 광전자 분광기",\n        "en": "X-\\tray"');
    expect((await validate(text)).problems).toMatchObject([
      {
        code: 'refused-character',
        pointer: '/instruments/0/korName/en',
        message: expect.stringContaining("'장비 이름(en)'의 3번째 글자가 탭 문자입니다."),
      },
    ]);
  });

  it('a text without the default language is a problem', async () => {
    const text = change(KOR_NAME, '"en": "EN X선 광전자 분광기"');
    expect((await validate(text)).problems).toMatchObject([
      { code: 'missing-default-text', pointer: '/instruments/0/korName', line: lineOf(text, '"korName"') },
    ]);
  });

  it('a site in more than one language needs a name for its language switch', async () => {
    const text = change(',\n    "languageSwitch": {\n      "ko": "언어 선택",\n      "en": "EN 언어 선택"\n    }', '');
    expect((await validate(text)).problems).toMatchObject([
      { code: 'missing-language-switch-label', pointer: '/labels' },
    ]);
  });

  it('a site in Korean only asks for no translation, and takes every English text for an unknown code', async () => {
    const text = change(',\n    {\n      "code": "en",\n      "name": "English",\n      "locale": "en_US"\n    }', '');
    const written = textPlaces(JSON.parse(text)).filter(({ value }) => typeof value !== 'string');
    const { problems } = await validate(text);
    expect(problems.length).toBe(written.length);
    expect(new Set(problems.map(({ code, pointer }) => `${code} ${pointer}`))).toEqual(
      new Set(written.map(({ pointer }) => `unknown-language ${pointer}/en`)),
    );
  });

  it('two tabs that read the same on the English pages only are warned about there', async () => {
    const text = change('"ko": "FT-IR",\n        "en": "EN FT-IR"', '"ko": "FT-IR",\n        "en": "EN XPS"');
    const result = await validate(text);
    expect(result).toMatchObject({
      ok: true,
      warnings: [
        {
          code: 'duplicate-tab-label',
          message:
            "이 탭 목록의 1번째와 2번째 탭이 English 페이지에서 모두 'EN XPS'(으)로 보입니다. 방문자는 두 탭을 구별할 수 없습니다.",
        },
      ],
    });
  });

  it('the real site.json has exactly the missing translations its texts say (none while it is fully bilingual)', async () => {
    const site = JSON.parse(readFileSync('site.json', 'utf8')) as {
      languages?: { code: string; inProgress?: boolean }[];
    };
    const languages = site.languages ?? [{ code: 'ko' }];
    const required = languages.slice(1).filter((language) => !language.inProgress);
    const missing = textPlaces(site).flatMap(({ value }) =>
      required.filter(({ code }) => typeof value === 'string' || !(code in value)),
    );
    const result = await validateManifestFile('site.json', { publicDir: 'public' });
    expect(result.problems.filter((problem) => problem.code === 'missing-translation')).toHaveLength(missing.length);
  });
});
