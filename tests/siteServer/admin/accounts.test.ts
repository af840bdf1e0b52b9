// @vitest-environment jsdom
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addUserCommand } from '../../../src/siteServer/admin/addUserCommand';
import { adminPasswordSetting, hashPassword } from '../../../src/siteServer/security/password';
import {
  addInquiries,
  logIn,
  parseHtml,
  password,
  postForm,
  searchFor,
  startAdminForTest,
  username,
} from './startAdmin';

const start = startAdminForTest;

describe('logging in with a named account', () => {
  it('asks for a name and a password with labels and the autocomplete password managers need', async () => {
    const { app } = await start();
    const document = parseHtml(await app.inject({ method: 'GET', url: '/admin/login' }));
    const form = document.querySelector('form[method="post"][action="/admin/login"]');
    const name = form?.querySelector<HTMLInputElement>('input[name="username"]');
    const secret = form?.querySelector<HTMLInputElement>('input[name="password"]');
    expect([name?.type, name?.autocomplete, name?.required]).toEqual(['text', 'username', true]);
    expect([secret?.type, secret?.autocomplete]).toEqual(['password', 'current-password']);
    expect(document.querySelector(`label[for="${name?.id}"]`)?.textContent).toBe('계정 이름');
    expect(document.querySelector(`label[for="${secret?.id}"]`)?.textContent).toBe('비밀번호');
  });

  it('answers an unknown name exactly as a wrong password, as slowly, and records only names that exist', async () => {
    const { app, store } = await start();
    const timed = async (fields: Record<string, string>) => {
      const began = performance.now();
      const response = await postForm(app, '/admin/login', fields);
      return { response, ms: performance.now() - began };
    };
    const wrong = await timed({ username, password: 'wrong-password' });
    const unknown = await timed({ username: '없는사람', password: 'wrong-password' });
    expect([wrong.response.statusCode, unknown.response.statusCode]).toEqual([401, 401]);
    const alert = (body: LightMyRequestResponse) => parseHtml(body).querySelector('#login-problem')?.textContent;
    expect(alert(unknown.response)).toBe(alert(wrong.response));
    expect(alert(wrong.response)).toContain('계정 이름 또는 비밀번호가 맞지 않습니다');
    // Without the dummy hash an unknown name is answered in about a millisecond; scrypt takes tens.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
    expect(store.listAccess().map((entry) => [entry.action, entry.account])).toEqual([
      ['login-failed', '(알 수 없는 이름)'],
      ['login-failed', username],
    ]);
  });

  it('names the account in the header, and who handled an inquiry on its page and in the list', async () => {
    const { app, store } = await start();
    const [inquiry] = addInquiries(store, [{ company: '가람금속' }]);
    const cookie = await logIn(app);
    await postForm(app, `/admin/inquiries/${inquiry?.id}/handled`, { handled: '1' }, { cookie });
    const page = parseHtml(
      await app.inject({ method: 'GET', url: `/admin/inquiries/${inquiry?.id}`, headers: { cookie } }),
    );
    expect(page.querySelector('.admin-header')?.textContent).toContain(`${username} 님 로그인 중`);
    expect(page.querySelector('.details')?.textContent).toMatch(
      new RegExp(`처리됨(메일 미발송)? \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d \\(KST\\)에 ${username} 님이 처리`),
    );
    const list = parseHtml(await app.inject({ method: 'GET', url: '/admin', headers: { cookie } }));
    expect(list.querySelector('tbody .handled-note')?.textContent).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d · ${username}$`),
    );
  });
});

describe('the access record', () => {
  it('records each login, list, search, view, handled change, export and logout, with the hashed address and no inquiry content', async () => {
    const { app, store } = await start();
    const marker = '표식-문의-ZQ93';
    const [inquiry] = addInquiries(store, [
      { company: marker, message: `${marker} 내용`, email: 'marker@zq93.example' },
    ]);
    const id = inquiry?.id ?? 0;
    const cookie = await logIn(app);
    const get = (url: string) => app.inject({ method: 'GET', url: encodeURI(url), headers: { cookie } });
    await get('/admin');
    await get(await searchFor(app, cookie, marker));
    await get(`/admin/inquiries/${id}`);
    await postForm(app, `/admin/inquiries/${id}/handled`, { handled: '1' }, { cookie });
    await postForm(app, `/admin/inquiries/${id}/handled`, { handled: '0' }, { cookie });
    await get('/admin/export.csv');
    await postForm(app, '/admin/logout', {}, { cookie });
    const entries = store.listAccess().reverse();
    expect(entries.map(({ account, action, inquiryId, detail }) => [account, action, inquiryId, detail])).toEqual([
      [username, 'login', null, null],
      [username, 'list', null, null],
      [username, 'list', null, '검색함'],
      [username, 'view', id, null],
      [username, 'handled', id, null],
      [username, 'open', id, null],
      [username, 'export', null, '1건'],
      [username, 'logout', null, null],
    ]);
    expect(new Set(entries.map((entry) => entry.clientHash))).toEqual(new Set([store.hashClientAddress('127.0.0.1')]));
    expect(JSON.stringify(store.listAccess({ limit: 1000 }))).not.toMatch(/ZQ93|marker@/);
  });
});

describe('moving from the shared password', () => {
  async function startWithSharedPassword() {
    const started = await start({ withPassword: false });
    started.store.setSetting(adminPasswordSetting, await hashPassword(password));
    return started;
  }

  it('explains on the login page that the shared password becomes the account of whoever names it', async () => {
    const { app } = await startWithSharedPassword();
    const document = parseHtml(await app.inject({ method: 'GET', url: '/admin/login' }));
    expect(document.querySelector('h1')?.textContent).toBe('문의함 계정 만들기');
    expect(document.querySelector('#claim-help')?.textContent).toContain('지금까지 쓰던 공용 비밀번호를 아는 분이');
    expect(document.querySelector('#claim-help')?.textContent).toContain('npm run inquiries -- add-user 이름');
    expect(document.querySelector('label[for="password"]')?.textContent).toBe('지금까지 쓰던 공용 비밀번호');
    expect(document.querySelector('input[name="username"]')?.getAttribute('autocomplete')).toBe('username');
  });

  it('refuses a name it cannot use and a wrong shared password, then makes the account and retires the shared password', async () => {
    const { app, store } = await startWithSharedPassword();
    const badName = await postForm(app, '/admin/login', { username: '김 연구', password });
    expect(badName.statusCode).toBe(400);
    expect(badName.body).toContain('쓸 수 없는 계정 이름입니다');
    const wrong = await postForm(app, '/admin/login', { username, password: 'not-the-shared-one' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('공용 비밀번호가 맞지 않습니다');
    expect(store.countAccounts()).toBe(0);

    const claimed = await postForm(app, '/admin/login', { username, password });
    expect(claimed.statusCode).toBe(303);
    expect(store.findAccount(username)).toBeDefined();
    expect(store.getSetting(adminPasswordSetting)).toBeUndefined();
    expect(store.listAccess().map((entry) => entry.action)).toEqual(['login', 'claim-shared', 'login-failed']);
    const someoneElse = await postForm(app, '/admin/login', { username: '박분석', password });
    expect(someoneElse.statusCode).toBe(401);
    expect(someoneElse.body).toContain('계정 이름 또는 비밀번호가 맞지 않습니다');
  });
});

describe('the setup page’s command', () => {
  it('names the server’s DATA_DIR unless it is the project’s own data/, quoted for the shell when needed', () => {
    expect(addUserCommand('/srv/lab/data', '/srv/lab')).toBe('npm run inquiries -- add-user 이름');
    expect(addUserCommand(undefined)).toBe('npm run inquiries -- add-user 이름');
    expect(addUserCommand('/var/lib/lab-site', '/srv/lab')).toBe(
      'DATA_DIR=/var/lib/lab-site npm run inquiries -- add-user 이름',
    );
    expect(addUserCommand("/srv/it's data", '/srv/lab')).toBe(
      `DATA_DIR='/srv/it'\\''s data' npm run inquiries -- add-user 이름`,
    );
  });
});
