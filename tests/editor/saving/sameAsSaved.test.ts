import { describe, expect, it } from 'vitest';
import { sameAsSaved } from '../../../src/editor/saving/sameAsSaved';

describe('sameAsSaved', () => {
  it('is the same content whatever order the form put the keys in, and whatever it left undefined', () => {
    const saved = { menu: [{ label: '문의', href: '/about', hash: 'contact' }], company: { name: '연구소' } };
    expect(
      sameAsSaved({ company: { name: '연구소' }, menu: [{ hash: 'contact', label: '문의', href: '/about' }] }, saved),
    ).toBe(true);
    expect(sameAsSaved({ company: { name: '연구소', fax: undefined }, menu: saved.menu }, saved)).toBe(true);
  });

  it('tells any written difference', () => {
    const saved = { company: { name: '연구소', phone: '' }, list: [1, 2] };
    expect(sameAsSaved({ company: { name: '연구소' }, list: [1, 2] }, saved)).toBe(false);
    expect(sameAsSaved({ company: { name: '연구소', phone: '' }, list: [2, 1] }, saved)).toBe(false);
    expect(sameAsSaved({ company: { name: '연구소', phone: '', fax: '' }, list: [1, 2] }, saved)).toBe(false);
    expect(sameAsSaved({ company: { name: '연구소', phone: null }, list: [1, 2] }, saved)).toBe(false);
    expect(sameAsSaved({ company: ['연구소'], list: [1, 2] }, saved)).toBe(false);
  });
});
