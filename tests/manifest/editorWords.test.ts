import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import { placeOf } from '../../src/manifest/location/placeOf';
import { developerWordsIn, unclearWordIn } from '../helpers/staffWords';

const fixture = join(__dirname, '../fixtures/editor-site');
const file = join(fixture, 'site.json');
const base = JSON.parse(readFileSync(file, 'utf8'));

type Manifest = typeof base;

/** Mistakes staff can make through the editor's forms, each a few at once. */
const MISTAKES: Record<string, (site: Manifest) => void> = {
  'texts left empty': (site) => {
    delete site.instruments[0].subName;
    site.company.phone = '';
    site.theme.colors.primary = null;
    site.map.level = null;
  },
  'bad colours': (site) => {
    site.theme.colors.accent = '#12';
    site.routes[0].page.sections[0].background.color = 'blue';
    site.theme.colors.accentText = '#dddddd';
  },
  'broken references': (site) => {
    site.cases[0].instruments[0] = 'fe-semm';
    site.menu[0].href = '/abot';
    site.footer.links[0].href = '/nowhere';
    site.menu[0].subItems[0].hash = 'nope';
    site.instruments[0].equips[0].image.src = '/images/nothere.svg';
  },
  'a language the site does not have': (site) => {
    site.company.name = { ko: '(주)테스트', fr: 'Test' };
  },
  'repeated addresses': (site) => {
    site.instruments[1].id = site.instruments[0].id;
    site.routes[2].path = site.routes[1].path;
  },
  'a section without what it shows': (site) => {
    delete site.partners;
    delete site.map;
    delete site.labels.comingSoon;
    delete site.labels.company.representative;
  },
  'a page nothing leads to': (site) => {
    site.routes.push({ ...structuredClone(site.routes[1]), path: '/orphan' });
  },
  'values of the wrong kind': (site) => {
    site.company.email = 'abc';
    site.behaviour.scrollSpeedMs = -5;
    site.map.level = 1.5;
    site.footer.links[0].href = 'javascript:alert(1)';
    site.menu[1].label = 'a\nb';
    site.routes[0].page.sections[0].type = 'zzz';
    site.instruments[0].bogus = 1;
    site.inquiryForm.delivery = { mode: 'console' };
  },
};

async function problemsOf(mutate: (site: Manifest) => void, lang: 'editor' | 'ko') {
  const site = structuredClone(base);
  mutate(site);
  const result = await validateManifestText(JSON.stringify(site, null, 2), file, {
    publicDir: join(fixture, 'public'),
    lang,
  });
  return [...result.problems, ...(result.ok ? result.warnings : [])];
}

describe("the editor's problem words", () => {
  it.each(Object.entries(MISTAKES))('name fields and values, never keys, paths or JSON: %s', async (_, mutate) => {
    const problems = await problemsOf(mutate, 'editor');
    expect(problems.length).toBeGreaterThan(0);
    const developerWords = problems.flatMap(({ code, path, message, hint }) =>
      [path, message, hint].flatMap((text) => {
        const found = developerWordsIn(text) ?? unclearWordIn(text);
        return found ? [`${code}: '${found}' in ${text}`] : [];
      }),
    );
    expect(developerWords).toEqual([]);
  });

  it('send staff to the form and field to open for what is elsewhere', async () => {
    const problems = await problemsOf(MISTAKES['a page nothing leads to']!, 'editor');
    expect(problems.find((problem) => problem.code === 'unreachable-route')?.hint).toContain(
      '바닥글 › 바닥글 링크에 추가하세요',
    );
    const language = await problemsOf(MISTAKES['a language the site does not have']!, 'editor');
    expect(language[0]?.hint).toContain('언어 목록에 그 언어를 추가하세요.');
  });

  it('say an empty field is empty', async () => {
    const problems = await problemsOf(MISTAKES['texts left empty']!, 'editor');
    expect(problems.map((problem) => problem.message)).toEqual(
      expect.arrayContaining(["'영문 이름' 칸이 비어 있습니다.", '이 칸이 비어 있습니다.']),
    );
  });

  it('leave npm run validate its words for people who read the file, at the same places', async () => {
    const mutate = MISTAKES['a page nothing leads to']!;
    const [forFile, forEditor] = await Promise.all([problemsOf(mutate, 'ko'), problemsOf(mutate, 'editor')]);
    expect(forEditor.map(({ code, pointer, line, column }) => ({ code, pointer, line, column }))).toEqual(
      forFile.map(({ code, pointer, line, column }) => ({ code, pointer, line, column })),
    );
    expect(forFile.find((problem) => problem.code === 'unreachable-route')?.hint).toContain('footer.links');
  });
});

describe('placeOf', () => {
  it("names a part of the site as the editor's navigation does, and the rest by the forms' titles", () => {
    expect(placeOf('/routes')).toBe('페이지');
    expect(placeOf('/labels/languageSwitch')).toBe('문구 › 언어 바꾸기 이름');
    expect(placeOf('/footer/links')).toBe('바닥글 › 바닥글 링크');
  });
});
