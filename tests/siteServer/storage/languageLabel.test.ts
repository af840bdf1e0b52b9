import { describe, expect, it } from 'vitest';
import { languageLabel } from '../../../src/siteServer/storage/languageLabel';

describe("a visitor's language as staff read it", () => {
  it('is Korean by its Korean name, and any other by its Korean name and its own', () => {
    expect(languageLabel('ko')).toBe('한국어');
    expect(languageLabel('en')).toBe('영어 (English)');
    expect(languageLabel('ja')).toBe('일본어 (日本語)');
  });
});
