// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { boxLanguage } from '../../../src/editor/preview/boxLanguage';

describe('boxLanguage', () => {
  document.documentElement.lang = 'ko';
  document.body.innerHTML =
    '<section id="area"><div lang="en"><input id="en"></div><div lang="ko"><input id="ko"></div><input id="plain"><div lang="fr"><input id="fr"></div></section>';
  const area = document.getElementById('area')!;
  const box = (id: string) => document.getElementById(id);

  it('is the language of the box a text is written in', () => {
    expect(boxLanguage(area, box('en'), ['ko', 'en'])).toBe('en');
    expect(boxLanguage(area, box('ko'), ['ko', 'en'])).toBe('ko');
  });

  it('is none for a field of no language (the page’s own lang is outside the form) or of a language the site lacks', () => {
    expect(boxLanguage(area, box('plain'), ['ko', 'en'])).toBeUndefined();
    expect(boxLanguage(area, box('fr'), ['ko', 'en'])).toBeUndefined();
  });
});
