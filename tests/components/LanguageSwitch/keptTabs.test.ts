// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptTabsKey } from '../../../src/components/LanguageSwitch/keepSectionScript';

// keptTabs reads once per page: each test loads the module afresh, as a new page does.
const freshKeptTabs = async () => (await import('../../../src/components/LanguageSwitch/keptTabs')).keptTabs;

beforeEach(() => {
  vi.resetModules();
  window.history.replaceState(null, '', '/en/equipment');
});
afterEach(() => window.sessionStorage.clear());

describe('keptTabs', () => {
  it('gives the tabs left for this page, and takes them out of storage so a later visit starts afresh', async () => {
    window.sessionStorage.setItem(
      keptTabsKey,
      JSON.stringify({ path: '/en/equipment', tabs: ['surface_tab-afm', 'x'] }),
    );
    const keptTabs = await freshKeptTabs();
    expect([...keptTabs()]).toEqual(['surface_tab-afm', 'x']);
    expect(window.sessionStorage.getItem(keptTabsKey)).toBeNull();
    // Every bar of the page asks; they all get the same answer.
    expect([...keptTabs()]).toEqual(['surface_tab-afm', 'x']);
    vi.resetModules();
    expect([...(await freshKeptTabs())()]).toEqual([]);
  });

  it('gives nothing for tabs left for another page', async () => {
    window.sessionStorage.setItem(keptTabsKey, JSON.stringify({ path: '/equipment', tabs: ['surface_tab-afm'] }));
    expect([...(await freshKeptTabs())()]).toEqual([]);
  });

  it.each([
    'not json',
    'null',
    '[]',
    '{"path":"/en/equipment","tabs":"surface_tab-afm"}',
    '{"path":"/en/equipment","tabs":[1,{"a":2},"ok"]}',
  ])('reads only strings out of what it finds: %s', async (saved) => {
    window.sessionStorage.setItem(keptTabsKey, saved);
    expect([...(await freshKeptTabs())()]).toEqual(saved.includes('"ok"') ? ['ok'] : []);
  });
});
