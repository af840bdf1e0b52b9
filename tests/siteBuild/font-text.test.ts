import { describe, expect, it } from 'vitest';
import { fontCharacters, fontCharactersByLanguage } from '../../src/siteBuild/font-text';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { bilingualManifest } from '../fixtures/seo/bilingual-manifest';

const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;
const hangulIn = (characters: string) => [...characters].filter((character) => hangul.test(character)).join('');

/** The fixture with every Korean text translated, as a finished English site is (the languages' own names aside). */
function translated(manifest: SiteManifest): SiteManifest {
  const english = (key: string, value: unknown) =>
    key !== 'ko' && typeof value === 'string' && hangul.test(value) ? { ko: value, en: 'Translated' } : value;
  return { ...(JSON.parse(JSON.stringify(manifest), english) as SiteManifest), languages: manifest.languages };
}

describe('the characters of each language’s font subset', () => {
  it('gives Korean pages the Hangul of their texts and of the form’s messages', () => {
    const korean = fontCharactersByLanguage(bilingualManifest()).get('ko')!;
    for (const character of '테스트연구소표면분석') expect(korean).toContain(character);
    expect(korean).toBe(fontCharacters(bilingualManifest()));
  });

  it('gives the pages of a translated language Latin characters only, not even the Korean name of the language switch', () => {
    const manifest = translated(bilingualManifest());
    const english = fontCharactersByLanguage(manifest).get('en')!;
    expect(hangulIn(english)).toBe('');
    for (const character of 'Translated Test Lab') expect(english).toContain(character);
  });

  it('gives an unfinished language’s pages the Hangul of the Korean texts they still show', () => {
    const manifest = bilingualManifest({ inProgress: true });
    const untranslated = '번역 전의 페이지 제목';
    manifest.routes.find((route) => route.path === '/about')!.title = untranslated;
    const english = fontCharactersByLanguage(manifest).get('en')!;
    expect(hangulIn(english)).not.toBe('');
    for (const character of untranslated.replace(/\s/g, '')) expect(english).toContain(character);
  });
});
