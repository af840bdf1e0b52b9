// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutIds } from '../../../src/components/Layout/layoutIds';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { renderLayout, renderSiteNode } from '../../helpers/renderWithSite';

afterEach(cleanup);

// A small firm without representative, business number, lot address or hours (issue 31).
const minimal = (): SiteManifest =>
  JSON.parse(readFileSync('tests/fixtures/minimal-site/site.json', 'utf8')) as SiteManifest;

/** The terms and values of the description list under `root`, as text. */
const rows = (root: Element) =>
  [...root.querySelectorAll('dl > div')].map((row) => [
    row.querySelector(':scope > dt')?.textContent,
    row.querySelector(':scope > dd')?.textContent,
  ]);

describe('details the company does not have', () => {
  it('are left out of the footer, with no empty term or value', () => {
    const { container } = renderLayout('/', { manifest: minimal() });
    const footer = container.querySelector(`#${layoutIds.footer}`)!;
    expect(rows(footer)).toEqual([
      ['상호', '바른세무회계'],
      ['주소', '서울특별시 마포구 월드컵북로 1, 3층'],
      ['전화', '+82 2-1234-5678'],
      ['팩스', '1588-1234'],
      ['이메일', 'office@example.com'],
    ]);
  });

  it('are left out of the contact section, whose one address needs no form name', () => {
    const { container } = renderSiteNode('contact', { manifest: minimal() });
    expect(rows(container)).toEqual([
      ['상호', '바른세무회계'],
      ['주소', '서울특별시 마포구 월드컵북로 1, 3층'],
      ['전화', '+82 2-1234-5678'],
      ['팩스', '1588-1234'],
      ['이메일', 'office@example.com'],
    ]);
    expect(screen.getByRole('link', { name: '+82 2-1234-5678' }).getAttribute('href')).toBe('tel:+82212345678');
  });

  it('leave the other address forms named where there are several', () => {
    const manifest = minimal();
    manifest.company.address = { road: '월드컵북로 1', line: 'Mapo-gu, Seoul', lot: '성산동 1-1', postalCode: '03900' };
    manifest.labels.company = { ...manifest.labels.company, road: '도로명', lot: '지번' };
    const { container } = renderSiteNode('contact', { manifest });
    const address = rows(container).find(([term]) => term === '주소');
    expect(address).toEqual(['주소', '도로명 (03900) 월드컵북로 1Mapo-gu, Seoul지번 성산동 1-1']);
  });
});

describe('a home hero without subtitle or image attribution', () => {
  it('draws neither, with no empty element in their place', () => {
    const manifest = minimal();
    const page = manifest.routes[0]!.page as { sections: unknown[] };
    page.sections.unshift({ type: 'hero', id: 'main', tiles: [] });
    const { container } = renderSiteNode('main', { manifest });
    const hero = container.querySelector('#main')!;
    expect(hero.querySelector('[lang="en"]')).toBeNull();
    expect(hero.querySelectorAll('a')).toHaveLength(0);
    expect([...hero.querySelectorAll('p, span, a')].filter((element) => element.textContent === '')).toEqual([]);
  });
});
