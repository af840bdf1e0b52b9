// Form posts from a browser without JavaScript, refused on the real server: each comes back on the form's own page with what was typed.
import { ko } from '../helpers/manifestText';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { lockDatabase } from './helpers/locked-database';
import { requestLines } from './helpers/log-lines';
import { fieldValue, postForm, refusedPage, rowCount, typedForm as form } from './helpers/no-js-form';
import { waitFor } from './helpers/wait-for';
import { bodyLimitBytes, formBodyCapBytes } from '../../src/siteServer/inquiries/bodyLimit';

const manifest = readFixtureManifest();

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await server?.stop();
});

/** Once the draft page's request is logged: neither its token nor what was typed is in the log. */
async function expectNotLogged(location: string, ...typed: string[]) {
  await waitFor(() => requestLines(server.output(), 'GET', '/about').length > 0, 'the request line of the draft page');
  const output = server.output();
  expect(output).not.toContain(/inquiry=([\w-]+)/.exec(location)![1]);
  for (const value of typed) expect(output).not.toContain(value);
}

describe('a refused form post without JavaScript', () => {
  it('400: comes back on its page with the status, the reasons, every value and no script; a reload shows it again and sends nothing', async () => {
    const before = rowCount(server);
    const { location, page, html } = await refusedPage(
      server,
      await postForm(server, { ...form, phone: '12', consent: '' }),
    );
    expect(page.status).toBe(400);
    expect(fieldValue(html, 'company')).toBe(form.company);
    expect(fieldValue(html, 'email')).toBe(form.email);
    expect(fieldValue(html, 'phone')).toBe('12');
    expect(fieldValue(html, 'message')).toBe(form.message);
    expect(html).toContain('010-1234-5678');
    expect(html).toContain('동의하셔야');
    expect(html).toContain(ko(manifest.inquiryForm.status.invalid));
    expect(html).not.toMatch(/<script(?![^>]*application\/json)[^>]*>/);
    const reload = await fetch(server.url + location.replace(/#.*/, ''));
    expect(reload.status).toBe(400);
    expect(fieldValue(await reload.text(), 'company')).toBe(form.company);
    expect(rowCount(server)).toBe(before);
    await expectNotLogged(location, form.company, form.message);
  });

  it('an unknown token, or the token on another page, gets the site’s own page', async () => {
    const { location } = await refusedPage(server, await postForm(server, { ...form, email: 'kim@' }));
    for (const path of [
      '/about?inquiry=AAAAAAAAAAAAAAAAAAAAAAAA',
      location.replace('/about', '/').replace(/#.*/, ''),
    ]) {
      const page = await fetch(server.url + path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(await page.text(), path).not.toContain(form.company);
    }
  });

  it('413 under the cap: the values come back, each cut to its length, and the message says so', async () => {
    // Korean characters take 9 bytes url-encoded: past the limit, under the cap.
    const long = '가나다'.repeat(Math.ceil(bodyLimitBytes / 27) + 100);
    const { page, html } = await refusedPage(server, await postForm(server, { ...form, message: long }));
    expect(page.status).toBe(413);
    expect(fieldValue(html, 'message')).toBe(long.slice(0, 5000));
    expect(fieldValue(html, 'company')).toBe(form.company);
    expect(html).toContain('허용된 글자 수까지만 남겼습니다');
    expect(html).toContain('‘문의 내용’ 항목은 5,000자 이내로 적어 주세요.');
  });

  it('413 past the cap: lost, and the page says so', async () => {
    const { page, html } = await refusedPage(
      server,
      await postForm(server, { ...form, message: '가'.repeat(Math.ceil(formBodyCapBytes / 9) + 1000) }),
    );
    expect(page.status).toBe(413);
    expect(html).toContain('입력하신 내용을 다시 보여 드릴 수 없습니다');
    expect(fieldValue(html, 'company')).toBe('');
  });

  it('500 when the database cannot take it: the values come back with the site’s failure message', async () => {
    const release = lockDatabase(server.dataDir);
    let answer: Response;
    try {
      answer = await postForm(server, form);
    } finally {
      release();
    }
    const before = rowCount(server);
    const { location, page, html } = await refusedPage(server, answer);
    expect(page.status).toBe(500);
    expect(html).toContain(ko(manifest.inquiryForm.status.failed));
    expect(fieldValue(html, 'message')).toBe(form.message);
    expect((await fetch(server.url + location.replace(/#.*/, ''))).status).toBe(500);
    expect(rowCount(server)).toBe(before);
    await waitFor(() => server.output().includes('문의를 처리하다 오류가 났습니다.'), 'the logged store failure');
    await expectNotLogged(location, form.company, form.message);
  });
});
