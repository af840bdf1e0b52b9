// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingItems } from '../../../src/editor/client/nav/missingItems';
import { NavPanel } from '../../../src/editor/client/nav/NavPanel';
import { navTree } from '../../../src/editor/client/nav/navTree';
import { draftLanguages } from '../../../src/editor/client/translations/draftLanguages';
import { missingTranslations } from '../../../src/editor/client/translations/missingTranslations';
import { pageCompleteness, pageTextOwners } from '../../../src/editor/client/translations/pageCompleteness';
import { textPlaces } from '../../../src/manifest/language/textPlaces';
import { inKoreanOnly } from '../../fixtures/bilingual/untranslated';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { bilingualManifest } from './bilingualManifest';

afterEach(cleanup);

const UNTRANSLATED = ['/routes/1/title', '/routes/1/page/sections/0/title', '/instruments/0/korName'];

function renderNav(manifest: unknown) {
  const groups = navTree(manifest);
  const onOpenField = vi.fn();
  const onSelect = vi.fn();
  const translations = { missing: missingItems(groups, missingTranslations(manifest), draftLanguages(manifest)), completeness: pageCompleteness(manifest), onOpenField };
  render(<NavPanel groups={groups} selected="/menu" onSelect={onSelect} onAdd={vi.fn()} translations={translations} />);
  return { onOpenField, onSelect };
}

describe('translation completeness per page', () => {
  it('counts a page’s own texts and those of the instruments it shows, rounded down', () => {
    const manifest = bilingualManifest(UNTRANSLATED);
    const equipment = manifest.routes.findIndex((route) => pageTextOwners(manifest, manifest.routes.indexOf(route)).includes('/instruments/0'));
    const owners = pageTextOwners(manifest, equipment);
    const total = textPlaces(manifest).filter((place) => owners.some((owner) => place.pointer === owner || place.pointer.startsWith(`${owner}/`))).length;
    const [english] = pageCompleteness(manifest).get(`/routes/${equipment}`)!;
    expect(english).toMatchObject({ total, translated: total - 1, percent: Math.floor(((total - 1) / total) * 100) });
    expect(english!.percent).toBeLessThan(100);
    expect(pageCompleteness(manifest).get('/routes/5')![0]!.percent).toBe(100);
  });

  it('has no figures for a site in Korean only', () => {
    const korean = inKoreanOnly(richManifest());
    expect(pageCompleteness(korean).size).toBe(0);
    expect(missingTranslations(korean)).toEqual([]);
  });

  it('shows each page’s English percentage beside it in the navigation', () => {
    renderNav(bilingualManifest(UNTRANSLATED));
    const about = screen.getByRole('button', { name: /^회사소개/ });
    expect(about.textContent).toMatch(/English 번역 \d{1,2}%/);
    expect(screen.getByRole('button', { name: /^고객지원/ }).textContent).toContain('English 번역 100%');
  });
});

describe('the filter 번역이 빠진 곳', () => {
  it('lists only the items lacking a translation, and opens one at its first missing box', () => {
    const { onOpenField } = renderNav(bilingualManifest(UNTRANSLATED));
    fireEvent.click(screen.getByRole('checkbox', { name: /번역이 빠진 곳만 보기/ }));
    const list = screen.getByRole('list', { name: '번역이 빠진 항목' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^회사소개.*English 1곳/),
      expect.stringMatching(/English 1곳/),
      expect.stringMatching(/English 1곳/),
    ]);
    expect(screen.queryByRole('button', { name: '테마' })).toBeNull();
    fireEvent.click(items[0]!);
    expect(onOpenField).toHaveBeenCalledWith('/routes/1/title/en');
    fireEvent.click(items[2]!);
    expect(onOpenField).toHaveBeenLastCalledWith('/instruments/0/korName/en');
  });

  it('says so when nothing is missing', () => {
    renderNav(bilingualManifest());
    fireEvent.click(screen.getByRole('checkbox', { name: /번역이 빠진 곳만 보기/ }));
    expect(screen.getByRole('status').textContent).toBe('빠진 번역이 없습니다.');
  });
});
