import { describe, expect, it } from 'vitest';
import { missingLanguages, textsOf, withText } from '../../../src/editor/translations/textByLanguage';

const languages = [{ code: 'ko' }, { code: 'en' }];

describe('a translatable value edited per language', () => {
  it('reads a plain string as the default language’s text', () => {
    expect(textsOf('회사소개', languages)).toEqual({ ko: '회사소개', en: '' });
    expect(missingLanguages('회사소개', languages)).toEqual(['en']);
  });

  it('keeps a plain string while only the default language is written', () => {
    expect(withText('회사소개', 'ko', '회사 소개', languages)).toBe('회사 소개');
    expect(withText('회사소개', 'en', '', languages)).toBe('회사소개');
  });

  it('becomes an object in the languages’ order once translated, and stays one when the translation is cleared', () => {
    expect(withText('회사소개', 'en', 'About us', languages)).toEqual({ ko: '회사소개', en: 'About us' });
    expect(Object.keys(withText({ en: 'About us' }, 'ko', '회사소개', languages) as object)).toEqual(['ko', 'en']);
    expect(withText({ ko: '회사소개', en: 'About us' }, 'en', '', languages)).toEqual({ ko: '회사소개' });
  });

  it('keeps a language the site no longer declares, and is empty only when nothing is written', () => {
    expect(withText({ ko: '회사소개', ja: '会社紹介' }, 'en', 'About us', languages)).toEqual({
      ko: '회사소개',
      en: 'About us',
      ja: '会社紹介',
    });
    expect(withText({ ko: '회사소개' }, 'ko', '', languages)).toBeUndefined();
  });
});
