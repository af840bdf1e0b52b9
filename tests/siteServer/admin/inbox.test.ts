// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInquiries,
  logIn,
  linkHref,
  parseHtml,
  postForm,
  rowCompanies,
  searchFor,
  startAdmin,
  type RunningInbox,
} from './startAdmin';

let inbox: RunningInbox;
let cookie: string;
beforeAll(async () => {
  inbox = await startAdmin();
  cookie = await logIn(inbox.app);
});
afterAll(() => inbox.close());

const get = (url: string) => inbox.app.inject({ method: 'GET', url, headers: { cookie } });
async function page(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return parseHtml(response);
}

describe('the list', () => {
  beforeAll(() => {
    const [, handled] = addInquiries(inbox.store, [
      { company: '가람금속', message: '염수분무 시험 일정을 알고 싶습니다.' },
      { company: '나래화학', email: 'lab@narae.example', message: 'FT-IR 분석 의뢰' },
      { company: '다온전자', message: `${'가'.repeat(70)}끝` },
    ]);
    inbox.store.setHandled(handled?.id ?? 0, true);
    inbox.store.markMailSent(handled?.id ?? 0);
  });

  it('is a captioned table, newest first, with its columns', async () => {
    const document = await page('/admin');
    expect(document.title).toContain('받은 문의');
    expect(document.querySelector('table caption')?.textContent).toContain('문의 목록');
    const headings = [...document.querySelectorAll('thead th[scope="col"]')].map((cell) => cell.textContent);
    expect(headings).toEqual(['번호', '접수 시각 (KST)', '회사명', '연락처', '이메일', '언어', '내용', '상태']);
    expect(rowCompanies(document)).toEqual(['다온전자', '나래화학', '가람금속']);
    expect(document.body.textContent).toContain('3건');
  });

  it('shows times in Korea time, a shortened message and each state', async () => {
    const document = await page('/admin');
    const cells = (row: number) =>
      [...(document.querySelectorAll('tbody tr')[row]?.children ?? [])].map((cell) => cell.textContent ?? '');
    // The first inquiry came in at 01:00 UTC, which is 10:00 in Seoul.
    expect(cells(2)[1]).toBe('2026-11-20 10:00');
    expect(cells(0)[5]).toBe('한국어');
    expect(cells(0)[6]).toBe(`${'가'.repeat(60)}…`);
    expect(cells(0)[7]).toBe('미처리메일 미발송');
    expect(cells(1)[7]).toMatch(/^처리됨\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('finds by any text field; the words are posted and no address holds them, the export link included', async () => {
    const form = (await page('/admin')).querySelector('form[role="search"]');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['post', '/admin/search']);
    const found = await searchFor(inbox.app, cookie, 'narae');
    expect(found).toMatch(/^\/admin\?s=[\w-]{22}$/);
    const document = await page(found);
    expect(rowCompanies(document)).toEqual(['나래화학']);
    expect(document.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('narae');
    expect(document.querySelector(`label[for="search"]`)?.textContent).toBe('검색');
    expect(linkHref(document, 'CSV로 내보내기')).toBe(`/admin/export.csv?${found.split('?')[1]}`);
    const addresses = [...document.querySelectorAll('[href], [action]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('action'),
    );
    expect(addresses.filter((address) => address?.includes('narae'))).toEqual([]);
    expect(rowCompanies(await page(await searchFor(inbox.app, cookie, '염수분무')))).toEqual(['가람금속']);
    expect(rowCompanies(await page(await searchFor(inbox.app, cookie, '없는말')))).toEqual([]);
    // Empty words: the whole list again.
    expect(await searchFor(inbox.app, cookie, '  ', 'open')).toBe('/admin?state=open');
  });

  it('keeps a search for the login that made it, and says so when an address names one it no longer has', async () => {
    const found = await searchFor(inbox.app, cookie, 'narae');
    const otherLogin = await logIn(inbox.app);
    const elsewhere = parseHtml(await inbox.app.inject({ method: 'GET', url: found, headers: { cookie: otherLogin } }));
    expect(rowCompanies(elsewhere)).toEqual(['다온전자', '나래화학', '가람금속']);
    expect(elsewhere.querySelector('[role="status"]')?.textContent).toContain('다시 검색하세요');
    expect(elsewhere.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('');
  });

  it('refuses a search posted from another site, as every change', async () => {
    const foreign = await postForm(
      inbox.app,
      '/admin/search',
      { q: 'narae' },
      { cookie, origin: 'http://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers.location).toBeUndefined();
  });

  it('filters by state, marking the current filter', async () => {
    const open = await page('/admin?state=open');
    expect(rowCompanies(open)).toEqual(['다온전자', '가람금속']);
    expect(open.querySelector('a[aria-current="page"]')?.textContent).toBe('미처리');
    expect(rowCompanies(await page('/admin?state=handled'))).toEqual(['나래화학']);
    const handled = await searchFor(inbox.app, cookie, 'narae', 'handled');
    expect(handled).toMatch(/^\/admin\?s=[\w-]{22}&state=handled$/);
    expect(linkHref(await page(handled), 'CSV로 내보내기')).toBe(`/admin/export.csv?${handled.split('?')[1]}`);
  });

  it('answers a malformed filter with a Korean 400 page', async () => {
    const response = await get('/admin?state=everything');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('요청을 이해하지 못했습니다');
  });
});

describe('one inquiry', () => {
  let id: number;
  beforeAll(() => {
    const [added] = addInquiries(inbox.store, [
      { company: '라온소재', message: '첫 줄\n둘째 줄\n\n넷째 줄', page: '/introduce' },
    ]);
    id = added?.id ?? 0;
  });

  it('lists every field in a definition list, keeping the message’s line breaks', async () => {
    const document = await page(`/admin/inquiries/${id}`);
    expect(document.querySelector('h1')?.textContent).toContain('라온소재');
    const terms = [...document.querySelectorAll('dl dt')].map((term) => term.textContent);
    expect(terms).toEqual(
      expect.arrayContaining(['접수 시각', '회사명', '연락처', '이메일', '보낸 페이지', '언어', '상태', '문의 내용']),
    );
    const message = [...document.querySelectorAll('dl dt')].find(
      (term) => term.textContent === '문의 내용',
    )?.nextElementSibling;
    expect(message?.textContent).toBe('첫 줄\n둘째 줄\n\n넷째 줄');
    expect(message?.className).toBe('message');
    expect(document.body.textContent).toContain('2026-11-20 10:00 (KST)');
  });

  it('is reached from its row in the list', async () => {
    expect(linkHref(await page('/admin'), '라온소재')).toBe(`/admin/inquiries/${id}`);
  });

  it('is marked handled and back with the form’s button', async () => {
    const before = await page(`/admin/inquiries/${id}`);
    const form = before.querySelector('form[action$="/handled"]');
    expect(form?.getAttribute('action')).toBe(`/admin/inquiries/${id}/handled`);
    expect(form?.querySelector('button')?.textContent).toBe('처리 완료로 표시');
    expect(form?.querySelector<HTMLInputElement>('input[name="handled"]')?.value).toBe('1');

    const marked = await postForm(inbox.app, `/admin/inquiries/${id}/handled`, { handled: '1' }, { cookie });
    expect(marked.statusCode).toBe(303);
    expect(marked.headers.location).toBe(`/admin/inquiries/${id}`);
    expect(inbox.store.get(id)?.handledAt).not.toBeNull();
    const after = await page(`/admin/inquiries/${id}`);
    expect(after.querySelector('form[action$="/handled"] button')?.textContent).toBe('미처리로 되돌리기');
    expect(after.querySelector('.badge-handled')?.textContent).toBe('처리됨');

    const reopened = await postForm(inbox.app, `/admin/inquiries/${id}/handled`, { handled: '0' }, { cookie });
    expect(reopened.statusCode).toBe(303);
    expect(inbox.store.get(id)?.handledAt).toBeNull();
  });

  it('answers an unknown or malformed number with a Korean page', async () => {
    const missing = await get('/admin/inquiries/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('문의를 찾을 수 없습니다');
    expect((await get('/admin/inquiries/abc')).statusCode).toBe(400);
    expect((await postForm(inbox.app, '/admin/inquiries/99999/handled', { handled: '1' }, { cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await postForm(inbox.app, `/admin/inquiries/${id}/handled`, { handled: 'yes' }, { cookie })).statusCode,
    ).toBe(400);
  });
});

describe('stored text', () => {
  it('is escaped, never run as markup', async () => {
    const [added] = addInquiries(inbox.store, [
      { company: '<script>alert("회사")</script>', message: '<img src=x onerror=alert(1)>' },
    ]);
    for (const url of ['/admin', `/admin/inquiries/${added?.id}`]) {
      const response = await get(url);
      expect(response.body).not.toContain('<script');
      expect(response.body).not.toContain('<img');
      expect(response.body).toContain('&lt;script&gt;');
      expect(parseHtml(response).querySelectorAll('script, img')).toHaveLength(0);
    }
  });
});
