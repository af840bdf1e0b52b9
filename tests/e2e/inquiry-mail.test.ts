// The server mails every stored inquiry to the lab through a real SMTP server on loopback, and keeps it when mail fails.
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, startSmtpTestServer } from '../siteServer/mail/smtpTestServer';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { waitFor } from './helpers/wait-for';

const manifest = readFixtureManifest();
const valid = {
  company: '(주)메일소재',
  phone: '031-555-0101',
  email: 'lee@mail-sojae.example',
  message: '접착 불량 분석 문의드립니다.',
  consent: true,
};

const send = (server: ServerProcess) =>
  fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(valid),
  }).then(async (answer) => ({ status: answer.status, id: ((await answer.json()) as { id: number }).id }));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('mail to the lab', () => {
  it('sends each stored inquiry once, in Korean, to the recipient in site.json with Reply-To the visitor', async () => {
    const inbox = await startSmtpTestServer();
    const server = await startServerProcess({ env: { SMTP_URL: inbox.url, INQUIRY_RATE_LIMIT: '100' } });
    cleanups.push(() => server.stop());
    const { status, id } = await send(server);
    expect(status).toBe(201);
    await waitFor(() => inbox.received.length === 1, 'the mail to arrive');
    const [mail] = inbox.received;
    expect(mail!.headers.get('subject')).toContain(valid.company);
    expect(mail!.headers.get('subject')).toContain(String(id));
    expect(mail!.text).toContain(valid.message);
    expect(mail!.headers.get('reply-to')).toContain(valid.email);
    expect(mail!.envelope.to).toEqual([manifest.inquiryForm.mailRecipient]);
    await waitFor(() => {
      const store = server.openStore();
      try {
        return store.get(id)?.mail.status === 'sent';
      } finally {
        store.close();
      }
    }, 'the inquiry to be marked sent');
  });

  it('keeps an inquiry unsent while the SMTP server is down and sends it once it is back', async () => {
    const port = await closedPort();
    const server = await startServerProcess({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '300', INQUIRY_RATE_LIMIT: '100' },
    });
    cleanups.push(() => server.stop());
    const { status, id } = await send(server);
    expect(status).toBe(201);
    const mailState = () => {
      const store = server.openStore();
      try {
        return store.get(id)!.mail;
      } finally {
        store.close();
      }
    };
    await waitFor(() => mailState().attempts >= 1, 'a failed attempt');
    expect(mailState()).toMatchObject({ status: 'unsent', lastError: expect.any(String) });

    const inbox = await startSmtpTestServer(port);
    await waitFor(
      () => inbox.received.length === 1 && mailState().status === 'sent',
      'the retry to deliver the mail',
      30_000,
    );
    expect(inbox.received[0]!.headers.get('subject')).toContain(String(id));
    // Once sent it is never sent again.
    const sentAttempts = mailState().attempts;
    await send(server);
    await waitFor(() => inbox.received.length === 2, 'the next inquiry’s mail');
    expect(inbox.received.filter((mail) => mail.headers.get('subject')?.endsWith(` ${id}`))).toHaveLength(1);
    expect(mailState().attempts).toBe(sentAttempts);
  });
});
