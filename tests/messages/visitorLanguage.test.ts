import { describe, expect, it } from 'vitest';
import { ownVisitorLanguage, visitorLanguageFor } from '../../src/messages/visitorLanguage';

const site = (...codes: string[]) => codes.map((code) => ({ code }));

describe('the language of the visitor texts the code writes', () => {
  it("is the page's own, following a regional code to its language", () => {
    expect(visitorLanguageFor('ko', site('ko', 'en'))).toBe('ko');
    expect(visitorLanguageFor('en-GB', site('ko', 'en-GB'))).toBe('en');
    expect(ownVisitorLanguage('ja')).toBeUndefined();
  });

  it("is the site's default language's for a language without them, never English by default", () => {
    expect(visitorLanguageFor('ja', site('ko', 'ja'))).toBe('ko');
    expect(visitorLanguageFor('ja', site('en', 'ja'))).toBe('en');
    expect(visitorLanguageFor('ja', site('ja', 'fr', 'en'))).toBe('en');
    expect(visitorLanguageFor('ja', site('ja'))).toBe('ko');
  });
});
