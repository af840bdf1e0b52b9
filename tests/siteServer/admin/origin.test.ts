import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addInquiries, logIn, password, postForm, startAdmin, username, type RunningInbox } from './startAdmin';

describe('a POST from elsewhere', () => {
  let inbox: RunningInbox;
  let cookie: string;
  beforeAll(async () => {
    inbox = await startAdmin();
    addInquiries(inbox.store, [{ company: '한빛소재' }]);
    cookie = await logIn(inbox.app);
  });
  afterAll(() => inbox.close());

  const foreign = { 'a foreign Origin': { origin: 'https://attacker.example' }, 'no Origin': { origin: null } };

  for (const [name, headers] of Object.entries(foreign)) {
    describe(`with ${name}`, () => {
      const send = (url: string, fields: Record<string, string>) =>
        postForm(inbox.app, url, fields, { cookie, ...headers });

      it('cannot mark an inquiry handled', async () => {
        const response = await send('/admin/inquiries/1/handled', { handled: '1' });
        expect(response.statusCode).toBe(403);
        expect(response.body).toContain('요청을 거부했습니다');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(inbox.store.get(1)?.handledAt).toBeNull();
      });

      it('cannot log in, even with the right password', async () => {
        const response = await send('/admin/login', { username, password });
        expect(response.statusCode).toBe(403);
        expect(response.cookies).toEqual([]);
      });

      it('cannot log the staff out', async () => {
        expect((await send('/admin/logout', {})).statusCode).toBe(403);
        expect((await inbox.app.inject({ method: 'GET', url: '/admin', headers: { cookie } })).statusCode).toBe(200);
      });
    });
  }

  it('is checked with the host’s own rule, which sees the request', async () => {
    const response = await postForm(
      inbox.app,
      '/admin/inquiries/1/handled',
      { handled: '1' },
      { cookie, origin: 'http://inbox.test:8080' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('a POST without Origin', () => {
  it('is refused even when the host’s rule would accept it', async () => {
    const inbox = await startAdmin({ isOwnOrigin: () => true });
    try {
      addInquiries(inbox.store, [{ company: '한빛소재' }]);
      const cookie = await logIn(inbox.app);
      const response = await postForm(
        inbox.app,
        '/admin/inquiries/1/handled',
        { handled: '1' },
        { cookie, origin: null },
      );
      expect(response.statusCode).toBe(403);
      expect(inbox.store.get(1)?.handledAt).toBeNull();
    } finally {
      await inbox.close();
    }
  });
});

describe('a POST without a session', () => {
  let inbox: RunningInbox;
  beforeAll(async () => {
    inbox = await startAdmin();
    addInquiries(inbox.store, [{ company: '한빛소재' }]);
  });
  afterAll(() => inbox.close());

  it('is refused with 401 and changes nothing', async () => {
    const response = await postForm(
      inbox.app,
      '/admin/inquiries/1/handled',
      { handled: '1' },
      { cookie: 'admin_session=forged' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('로그인이 필요합니다');
    expect(response.body).toContain('href="/admin/login"');
    expect(inbox.store.get(1)?.handledAt).toBeNull();
  });
});
