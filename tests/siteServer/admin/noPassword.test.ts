import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addInquiries, ownOrigin, password, postForm, startAdmin, type RunningInbox } from './startAdmin';

describe('the inbox before any account exists', () => {
  let inbox: RunningInbox;
  beforeAll(async () => {
    inbox = await startAdmin({ withPassword: false });
    addInquiries(inbox.store, [
      { company: '비밀소재주식회사', email: 'secret@example.kr', message: '숨겨야 할 문의 내용' },
    ]);
  });
  afterAll(() => inbox.close());

  it.each([
    '/admin',
    '/admin/',
    '/admin/login',
    '/admin/inquiries/1',
    '/admin/export.csv?q=비밀',
    '/admin/no-such-page',
  ])('GET %s explains how to set one and shows nothing else', async (url) => {
    const response = await inbox.app.inject({ method: 'GET', url: encodeURI(url) });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('계정이 아직 없습니다');
    expect(response.body).toContain('npm run inquiries -- add-user 이름');
    expect(response.body).toContain('프로젝트 폴더');
    for (const data of ['비밀소재주식회사', 'secret@example.kr', '숨겨야 할'])
      expect(response.body).not.toContain(data);
    expect(response.body).not.toContain('<form');
  });

  it('lets nobody log in, whatever they send', async () => {
    const response = await postForm(inbox.app, '/admin/login', { password });
    expect(response.statusCode).toBe(503);
    expect(response.cookies).toEqual([]);
  });

  it('refuses to change an inquiry', async () => {
    const response = await postForm(inbox.app, '/admin/inquiries/1/handled', { handled: '1' }, { origin: ownOrigin });
    expect(response.statusCode).toBe(503);
    expect(inbox.store.get(1)?.handledAt).toBeNull();
  });

  it('still serves the stylesheet the page needs', async () => {
    const response = await inbox.app.inject({ method: 'GET', url: '/admin/admin.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const again = await inbox.app.inject({
      method: 'GET',
      url: '/admin/admin.css',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
