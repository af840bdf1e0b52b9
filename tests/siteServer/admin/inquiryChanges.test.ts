// @vitest-environment jsdom
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInquiries,
  linkHref,
  logIn,
  parseHtml,
  postForm,
  searchFor,
  startAdmin,
  type RunningInbox,
} from './startAdmin';

let inbox: RunningInbox;
let session: string;
/** The list the changes lead back to: a search (by its id), a filter and a page. */
let searchId: string;
let listQuery: string;
let listFields: Record<string, string>;
beforeAll(async () => {
  inbox = await startAdmin();
  session = await logIn(inbox.app);
  const listAddress = await searchFor(inbox.app, session, '모바일', 'open');
  searchId = new URLSearchParams(listAddress.split('?')[1]).get('s') ?? '';
  listQuery = `s=${searchId}&state=open&page=2`;
  listFields = { s: searchId, state: 'open', page: '2' };
});
afterAll(() => inbox.close());

const get = (url: string, extraCookie = '') =>
  inbox.app.inject({ method: 'GET', url, headers: { cookie: extraCookie ? `${session}; ${extraCookie}` : session } });
const post = (url: string, fields: Record<string, string>, headers: Record<string, string | null> = {}) =>
  postForm(inbox.app, url, fields, { cookie: session, ...headers });
/** The notice cookie a change set, as the browser sends it back on the redirect. */
const noticeOf = (response: LightMyRequestResponse) => {
  const notice = response.cookies.find((item) => item.name === 'admin_notice');
  return notice ? `admin_notice=${notice.value}` : '';
};

describe('every way back to the list', () => {
  it('keeps the search, the state filter and the page', async () => {
    const [inquiry] = addInquiries(inbox.store, [{ company: '모바일소재' }]);
    const id = inquiry?.id ?? 0;
    const list = parseHtml(await get(`/admin?s=${searchId}&state=open`));
    expect(linkHref(list, '모바일소재')).toBe(`/admin/inquiries/${id}?s=${searchId}&state=open`);

    const page = parseHtml(await get(`/admin/inquiries/${id}?${listQuery}`));
    expect(linkHref(page, '목록으로')).toBe(`/admin?${listQuery}`);
    expect(linkHref(page, '삭제')).toBe(`/admin/inquiries/${id}/delete?${listQuery}`);
    for (const form of page.querySelectorAll('form[method="post"]:not([action$="/logout"])')) {
      const hidden = Object.fromEntries(
        [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
      );
      expect(hidden, form.getAttribute('action') ?? '').toMatchObject(listFields);
    }
    const handled = await post(`/admin/inquiries/${id}/handled`, { handled: '1', ...listFields });
    expect(handled.headers.location).toBe(`/admin/inquiries/${id}?${listQuery}`);
  });

  it('refuses a list address it would not make itself', async () => {
    const [inquiry] = addInquiries(inbox.store, [{ company: '가람' }]);
    const id = inquiry?.id ?? 0;
    expect((await get(`/admin/inquiries/${id}?state=//evil.example`)).statusCode).toBe(400);
    expect((await post(`/admin/inquiries/${id}/handled`, { handled: '1', page: '0' })).statusCode).toBe(400);
    expect(
      (await post(`/admin/inquiries/${id}/handled`, { handled: '1', s: '//evil.example/?a=1&b' })).statusCode,
    ).toBe(400);
    // Words in the old form's field are no part of a list address any more: dropped, never echoed into one.
    const old = await post(`/admin/inquiries/${id}/handled`, { handled: '1', q: '//evil.example/?a=1&b' });
    expect(old.headers.location).toBe(`/admin/inquiries/${id}`);
  });
});

describe('the internal memo', () => {
  it('is saved by the form, said saved once, and shown with its time', async () => {
    const [inquiry] = addInquiries(inbox.store, [{ company: '나래' }]);
    const id = inquiry?.id ?? 0;
    const before = parseHtml(await get(`/admin/inquiries/${id}`));
    expect(before.querySelector('label[for="memo-text"]')?.textContent).toBe('내부 메모 (고객에게 보내지 않습니다)');
    expect(before.querySelector('textarea')?.getAttribute('maxlength')).toBe('2000');
    expect(before.body.textContent).toContain('아직 메모가 없습니다.');

    const saved = await post(`/admin/inquiries/${id}/memo`, { memo: '김 과장 통화\r\n견적 30만 원', ...listFields });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/admin/inquiries/${id}?${listQuery}#memo`);
    expect(inbox.store.get(id)?.memo).toBe('김 과장 통화\n견적 30만 원');
    const after = parseHtml(await get(`/admin/inquiries/${id}`, noticeOf(saved)));
    expect(after.querySelector('textarea')?.textContent).toBe('김 과장 통화\n견적 30만 원');
    expect(after.querySelector('[role="status"]')?.textContent).toBe('저장했습니다.');
    expect(after.getElementById('memo-hint')?.textContent).toMatch(/^마지막 수정 \d{4}-\d\d-\d\d \d\d:\d\d \(KST\)/);
    expect(parseHtml(await get(`/admin/inquiries/${id}`)).querySelector('[role="status"]')).toBeNull();
  });

  it('takes 2,000 characters with line breaks, refuses more in Korean, and changes nothing from elsewhere', async () => {
    const [inquiry] = addInquiries(inbox.store, [{ company: '다온' }]);
    const id = inquiry?.id ?? 0;
    const full = `${'가'.repeat(999)}\r\n${'나'.repeat(1000)}`;
    expect((await post(`/admin/inquiries/${id}/memo`, { memo: full })).statusCode).toBe(303);
    const tooLong = await post(`/admin/inquiries/${id}/memo`, { memo: '가'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('메모가 너무 깁니다');
    expect(tooLong.body).toContain('2,001자');
    expect(tooLong.cookies.find((item) => item.name === 'admin_notice')).toBeUndefined();
    expect(
      (await post(`/admin/inquiries/${id}/memo`, { memo: '다른 사이트' }, { origin: 'http://evil.example' }))
        .statusCode,
    ).toBe(403);
    expect(inbox.store.get(id)?.memo).toHaveLength(2000);
    expect((await post('/admin/inquiries/99999/memo', { memo: '없음' })).statusCode).toBe(404);
  });
});

describe('deleting an inquiry', () => {
  it('asks on a page of its own, naming the inquiry and the law, then deletes and says so on the same list', async () => {
    const [inquiry] = addInquiries(inbox.store, [{ company: '라온소재' }]);
    const id = inquiry?.id ?? 0;
    const confirm = parseHtml(await get(`/admin/inquiries/${id}/delete?${listQuery}`));
    expect(confirm.querySelector('h1')?.textContent).toBe(`문의 ${id}번을 삭제할까요?`);
    const text = confirm.body.textContent ?? '';
    expect(text).toContain('라온소재');
    expect(text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d \(KST\)/);
    expect(text).toContain('개인정보 보호법 제36조');
    expect(text).toContain('되돌릴 수 없습니다');
    const form = confirm.querySelector(`form[action="/admin/inquiries/${id}/delete"]`);
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector<HTMLInputElement>('input[name="confirm"]')?.value).toBe('delete');
    expect(linkHref(confirm, '취소')).toBe(`/admin/inquiries/${id}?${listQuery}`);
    expect(inbox.store.get(id)).toBeDefined();

    expect((await post(`/admin/inquiries/${id}/delete`, {})).statusCode).toBe(400);
    expect((await post(`/admin/inquiries/${id}/delete`, { confirm: 'delete' }, { origin: null })).statusCode).toBe(403);
    expect(inbox.store.get(id)).toBeDefined();

    const deleted = await post(`/admin/inquiries/${id}/delete`, { confirm: 'delete', ...listFields });
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe(`/admin?${listQuery}`);
    expect(inbox.store.get(id)).toBeUndefined();
    const list = parseHtml(await get(`/admin?${listQuery}`, noticeOf(deleted)));
    expect(list.querySelector('[role="status"]')?.textContent).toBe(
      `문의 ${id}번을 삭제했습니다. 데이터베이스 파일에서도 지웠습니다.`,
    );
    expect((await post(`/admin/inquiries/${id}/delete`, { confirm: 'delete' })).statusCode).toBe(404);
  });

  it('never claims a deletion that did not happen', async () => {
    const [inquiry] = addInquiries(inbox.store, [{ company: '남은회사' }]);
    const list = parseHtml(await get('/admin', `admin_notice=deleted-${inquiry?.id}`));
    expect(list.querySelector('[role="status"]')).toBeNull();
    expect((await get('/admin', 'admin_notice=deleted-1x')).statusCode).toBe(200);
  });
});

describe('a failed mail', () => {
  it('is explained in Korean, with the raw error folded under 기술 정보', async () => {
    const [inquiry] = addInquiries(inbox.store, [{ company: '메일실패' }]);
    const id = inquiry?.id ?? 0;
    inbox.store.markMailFailed(id, 'connect ECONNREFUSED 127.0.0.1:2526', new Date('2026-11-20T02:00:00Z'), {
      code: 'ESOCKET',
      server: '127.0.0.1:2526',
    });
    const page = parseHtml(await get(`/admin/inquiries/${id}`));
    const failure = page.querySelector('.mail-failure');
    expect(failure?.querySelector('p')?.textContent).toBe(
      '메일 서버(127.0.0.1:2526)에 연결하지 못했습니다(연결 거부). 메일 서버가 켜져 있는지, SMTP_URL의 주소와 포트가 맞는지 확인하세요.',
    );
    expect(failure?.querySelector('details summary')?.textContent).toBe('기술 정보');
    expect(failure?.querySelector('details code')?.textContent).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:2526');
  });
});

describe('the list on a phone', () => {
  it('also holds one card per inquiry, linking to it', async () => {
    const list = parseHtml(await get('/admin'));
    const cards = [...list.querySelectorAll('ol.inquiry-cards > li')];
    expect(cards).toHaveLength(list.querySelectorAll('tbody tr').length);
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe(
      list.querySelector('tbody tr a')?.getAttribute('href'),
    );
    expect(list.querySelector('ol.inquiry-cards')?.getAttribute('aria-label')).toContain('문의 목록');
  });
});
