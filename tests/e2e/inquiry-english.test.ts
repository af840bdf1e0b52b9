// An inquiry from an English page through the real server: English answers, the language stored, mailed and shown to staff.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { postInquiryJson, staffCookie, storedInquiry } from './helpers/inquiry-requests';
import { hashPassword } from '../../src/siteServer/security/password';
import { startSmtpTestServer } from '../siteServer/mail/smtpTestServer';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { en } from '../helpers/manifestText';
import { postForm } from './helpers/no-js-form';
import { waitFor } from './helpers/wait-for';

const manifest = readFixtureManifest();
const englishForm = '/en/about#contact';
const valid = {
  company: 'Hanbit Materials',
  phone: '+82 2-123-4567',
  email: 'kim@hanbit.example',
  message: 'We would like an XPS analysis of two samples.',
  consent: true,
};
const username = 'kim';
const password = 'lab-inbox-2026!';

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ env: { INQUIRY_RATE_LIMIT: '100' } });
  const store = server.openStore();
  store.addAccount(username, await hashPassword(password));
  store.close();
});
afterAll(() => server?.stop());

const postJson = (body: object, to = server) => postInquiryJson(to, body);
const stored = (id: number) => storedInquiry(server, id);

/** The inbox's page at `path` for a logged-in member of staff. */
async function inboxPage(path: string): Promise<string> {
  const cookie = await staffCookie(server, username, password);
  return (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
}

describe('an inquiry from an English page', () => {
  it('is refused in English, and one from a Korean page in Korean', async () => {
    const english = await postJson({ ...valid, email: 'kim@', page: englishForm });
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      errors: { email: '“Email” is not a valid email address. For example: name@company.com' },
    });
    const korean = await postJson({ ...valid, email: 'kim@', page: '/about#contact' });
    expect(await korean.json()).toEqual({
      errors: { email: '‘이메일’ 항목에 이메일 주소를 올바른 형식으로 적어 주세요. 예: name@company.co.kr' },
    });
  });

  it('is stored as English, and the inbox says so', async () => {
    const answer = await postJson({ ...valid, page: englishForm });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    expect(stored(id)).toMatchObject({ page: englishForm, language: 'en' });
    expect(await inboxPage(`/admin/inquiries/${id}`)).toContain('<dt>언어</dt><dd>영어 (English)</dd>');
  });

  it('is mailed to the lab with its language', async () => {
    const smtp = await startSmtpTestServer();
    const mailing = await startServerProcess({ env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '100' } });
    onTestFinished(async () => {
      await mailing.stop();
    });
    expect((await postJson({ ...valid, page: englishForm }, mailing)).status).toBe(201);
    await waitFor(() => smtp.received.length === 1, 'the mail to the lab');
    expect(smtp.received[0]!.text).toContain('언어: 영어 (English)');
  });

  it('without JavaScript, comes back as the English page of the form with English messages', async () => {
    const refused = await postForm(server, { ...valid, consent: '', email: 'kim@', page: englishForm });
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en\/about\?inquiry=[\w-]+#contact$/);
    const page = await fetch(server.url + location.replace(/#.*/, ''));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('“Email” is not a valid email address.');
    expect(html).toContain(en(manifest.inquiryForm.consent.label));
  });

  it('without JavaScript, gets the English receipt', async () => {
    const posted = await postForm(server, { ...valid, consent: 'on', page: englishForm });
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en\/inquiry-received\/[0-9a-f]{32}#/);
    const html = await (await fetch(server.url + location.replace(/#.*/, ''))).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(en(manifest.inquiryForm.receipt.title));
  });
});
