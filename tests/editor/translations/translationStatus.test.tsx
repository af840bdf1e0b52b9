// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingItems } from '../../../src/editor/navigation/missingItems';
import { NavPanel } from '../../../src/editor/navigation/NavPanel';
import { navTree } from '../../../src/editor/navigation/navTree';
import { draftLanguages } from '../../../src/editor/translations/draftLanguages';
import { missingTranslations } from '../../../src/editor/translations/missingTranslations';
import { pageCompleteness } from '../../../src/editor/translations/pageCompleteness';
import { valueAt } from '../../../src/manifest/json/pointer';
import { translationCompleteness } from '../../../src/manifest/translations/completeness';
import { inKoreanOnly } from '../../fixtures/bilingual/untranslated';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { bilingualManifest } from './bilingualManifest';

afterEach(cleanup);

const UNTRANSLATED = ['/routes/1/title', '/routes/1/page/sections/0/title', '/instruments/0/korName'];

function renderNav(manifest: unknown) {
  const groups = navTree(manifest);
  const onOpenField = vi.fn();
  const onSelect = vi.fn();
  const translations = {
    missing: missingItems(groups, missingTranslations(manifest), draftLanguages(manifest)),
    completeness: pageCompleteness(manifest),
    onOpenField,
  };
  render(<NavPanel groups={groups} selected="/menu" onSelect={onSelect} onAdd={vi.fn()} translations={translations} />);
  return { onOpenField, onSelect };
}

describe('translation completeness per page', () => {
  it('gives each page the figures npm run validate -- --translations prints, under the item that names it', () => {
    const manifest = bilingualManifest(UNTRANSLATED);
    const figures = pageCompleteness(manifest);
    const table = translationCompleteness(manifest, 'ko');
    const about = table.pages.find((page) => page.path === manifest.routes[1]!.path)!;
    const [english] = figures.get('/routes/1')!;
    expect(english).toMatchObject({
      ...about.languages[1],
      percent: Math.floor((about.languages[1]!.translated / about.languages[1]!.total) * 100),
    });
    // The page's title and its first section's title.
    expect(english!.total - english!.translated).toBe(2);
    expect(figures.size).toBe(table.pages.length);
  });

  it('counts an instrument’s text on the category pages whose tabs show it, under their section', () => {
    const manifest = bilingualManifest(['/instruments/0/korName']);
    const figures = pageCompleteness(manifest);
    const lacking = [...figures].filter(([, [english]]) => english!.percent < 100).map(([pointer]) => pointer);
    expect(lacking).not.toEqual([]);
    for (const pointer of lacking) {
      expect(pointer).toMatch(/^\/routes\/\d+\/page\/sections\/\d+$/);
      expect(JSON.stringify(valueAt(manifest, pointer))).toContain(`"${manifest.instruments![0]!.id}"`);
    }
    expect(figures.get('/routes/5')![0]!.percent).toBe(100);
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
    const [tab] = navTree(bilingualManifest())
      .find((group) => group.key === 'routes')!
      .items.find((item) => item.pointer === '/routes/3')!.children;
    expect(
      screen.getAllByRole('button').find((button) => button.textContent?.startsWith(tab!.label))?.textContent,
    ).toMatch(/English 번역 \d+%/);
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
