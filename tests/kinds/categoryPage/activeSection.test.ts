import { describe, expect, it } from 'vitest';
import { activeSectionId } from '../../../src/kinds/categoryPage/activeSection';

const ids = ['elemental', 'structure', '열분석'];

describe('activeSectionId', () => {
  it('picks the section the hash names, percent-encoded or not', () => {
    expect(activeSectionId(ids, '#structure')).toBe('structure');
    expect(activeSectionId(ids, `#${encodeURIComponent('열분석')}`)).toBe('열분석');
  });

  it('falls back to the first section for no hash, an unknown one, or a malformed encoding', () => {
    expect(activeSectionId(ids, '')).toBe('elemental');
    expect(activeSectionId(ids, '#nothing')).toBe('elemental');
    expect(activeSectionId(ids, '#%E0%A4%A')).toBe('elemental');
  });
});
