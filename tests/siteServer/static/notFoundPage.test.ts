import { describe, expect, it } from 'vitest';
import { notFoundCandidates, notFoundFile } from '../../../src/siteServer/static/notFoundPage';

const languages = [{ code: 'ko' }, { code: 'en' }];

describe('the not-found page of a language', () => {
  it('is 404.html for the default language and lies beside the pages of every other', () => {
    expect(notFoundFile({ code: 'ko' }, languages)).toBe('404.html');
    expect(notFoundFile({ code: 'en' }, languages)).toBe('en/404.html');
  });

  it('answers an unknown address under a language’s code, then falls back to the default language’s', () => {
    expect(notFoundCandidates('/en/nothing')).toEqual(['en/404.html', '404.html']);
    expect(notFoundCandidates('/en')).toEqual(['en/404.html', '404.html']);
    expect(notFoundCandidates('/zh-Hant/nothing')).toEqual(['zh-Hant/404.html', '404.html']);
  });

  it('gives every other address the default language’s page, never a path made of what the visitor typed', () => {
    for (const path of ['/nothing', '/english/x', '/', '/../etc', '/EN/x', '/.well-known/x'])
      expect(notFoundCandidates(path), path).toEqual(['404.html']);
  });
});
