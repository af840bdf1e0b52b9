import { describe, expect, it } from 'vitest';
import type { Instrument } from '../../src/manifest/site.gen';
import { resolveInstrumentTabs } from '../../src/render/instrumentTabs';
import type { Localized } from '../../src/render/localize';

const instrument = (id: string, label: string): Localized<Instrument> => ({
  id,
  label,
  korName: `${label} 장비`,
  subName: label,
  equips: [],
});
const byId = new Map([instrument('uhr-tem', 'UHR-TEM'), instrument('fib', 'FIB')].map((entry) => [entry.id, entry]));

describe('resolveInstrumentTabs', () => {
  it('labels a plain id with the instrument’s label, and { instrument, label } with its own', () => {
    const tabs = resolveInstrumentTabs({ instruments: [{ instrument: 'uhr-tem', label: 'TEM' }, 'fib'] }, byId);
    expect(tabs.map(({ label, instrument: { id } }) => [id, label])).toEqual([
      ['uhr-tem', 'TEM'],
      ['fib', 'FIB'],
    ]);
    expect(tabs[0]!.instrument).toBe(byId.get('uhr-tem'));
  });

  it('gives each tab its entry’s place when its list has one (the editor’s preview), and none otherwise', () => {
    const instruments = ['fib', { instrument: 'uhr-tem', label: 'TEM' }];
    expect(
      resolveInstrumentTabs({ instruments, tabsPlace: '/cases/1/instruments' }, byId).map((tab) => tab.place),
    ).toEqual(['/cases/1/instruments/0', '/cases/1/instruments/1']);
    expect(resolveInstrumentTabs({ instruments }, byId).every((tab) => !('place' in tab))).toBe(true);
  });

  it('draws no tabs for a case without a tab list', () => {
    expect(resolveInstrumentTabs({}, byId)).toEqual([]);
  });

  it('names an id that is no instrument (validation refuses such a manifest first)', () => {
    expect(() => resolveInstrumentTabs({ instruments: [{ instrument: 'tem', label: 'TEM' }] }, byId)).toThrow(
      "Unknown instrument 'tem'",
    );
  });
});
