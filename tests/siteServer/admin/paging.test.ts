// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInquiries,
  logIn,
  linkHref,
  parseHtml,
  rowCompanies,
  searchFor,
  startAdmin,
  type RunningInbox,
} from './startAdmin';

describe('paging', () => {
  let paged: RunningInbox;
  let pagedCookie: string;
  beforeAll(async () => {
    paged = await startAdmin();
    pagedCookie = await logIn(paged.app);
    addInquiries(
      paged.store,
      Array.from({ length: 120 }, (_, index) => ({ company: `회사${index + 1}` })),
    );
  });
  afterAll(() => paged.close());
  const view = async (url: string) =>
    parseHtml(await paged.app.inject({ method: 'GET', url, headers: { cookie: pagedCookie } }));

  it('shows 50 a page with 이전 and 다음 links and the total', async () => {
    const first = await view('/admin');
    expect(rowCompanies(first)).toHaveLength(50);
    expect(rowCompanies(first)[0]).toBe('회사120');
    expect(first.body.textContent).toContain('120건');
    expect(linkHref(first, '이전')).toBeUndefined();
    expect(linkHref(first, '다음')).toBe('/admin?page=2');

    const second = await view('/admin?page=2');
    expect(rowCompanies(second)[0]).toBe('회사70');
    expect(linkHref(second, '이전')).toBe('/admin');

    const last = await view('/admin?page=3');
    expect(rowCompanies(last)).toHaveLength(20);
    expect(rowCompanies(last).at(-1)).toBe('회사1');
    expect(linkHref(last, '다음')).toBeUndefined();
  });

  it('keeps the search and filter in the page links', async () => {
    const list = await searchFor(paged.app, pagedCookie, '회사', 'open');
    const first = await view(list);
    expect(linkHref(first, '다음')).toBe(`${list}&page=2`);
  });
});
