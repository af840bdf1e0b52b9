import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createMailer, type Mailer } from '../../../src/siteServer/mail/createMailer';
import { startMailOutbox, type MailOutboxOptions } from '../../../src/siteServer/mail/startMailOutbox';
import type { StoredInquiry } from '../../../src/siteServer/storage/InquiryStore';
import { sampleInquiry, tempStore } from '../storage/tempStore';
import { closedPort, startSmtpTestServer } from './smtpTestServer';

const t0 = new Date('2026-11-23T05:00:00.000Z');
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 5 });

/** A clock the test moves by hand. */
function manualClock() {
  let time = t0.getTime();
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

function recordingLog() {
  const lines = { info: [] as string[], warn: [] as string[] };
  return { lines, log: { info: (msg: string) => lines.info.push(msg), warn: (msg: string) => lines.warn.push(msg) } };
}

function start(options: MailOutboxOptions) {
  const outbox = startMailOutbox(options);
  onTestFinished(() => outbox.stop());
  return outbox;
}

/** A mailer whose sends the test settles one by one. */
function controlledMailer() {
  const pending: { inquiry: StoredInquiry; succeed: () => void; fail: (error: Error) => void }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const mailer: Mailer = {
    send: (inquiry) =>
      new Promise<void>((resolve, reject) => {
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        const settle = (finish: () => void) => () => {
          inFlight--;
          finish();
        };
        pending.push({ inquiry, succeed: settle(resolve), fail: (error) => settle(() => reject(error))() });
      }),
  };
  return { mailer, pending, mostInFlight: () => mostInFlight };
}

describe('startMailOutbox', () => {
  it('on start, sends what is due one at a time, oldest first', async () => {
    const { store } = await tempStore();
    const ids = [3, 2, 1].map((n) => store.add(sampleInquiry({ company: `회사 ${n}` }), new Date(t0.getTime() - n)).id);
    const sent: number[] = [];
    const { mailer, pending, mostInFlight } = controlledMailer();
    const { log, lines } = recordingLog();
    start({ store, mailer, log, now: () => t0 });
    for (const id of ids) {
      await waitFor(() => expect(pending.at(-1)?.inquiry.id).toBe(id));
      sent.push(id);
      pending.at(-1)?.succeed();
    }
    await waitFor(() => expect(store.dueForMail(t0, 10)).toEqual([]));
    expect(sent).toEqual(ids);
    expect(mostInFlight()).toBe(1);
    expect(ids.map((id) => store.get(id)?.mail.status)).toEqual(['sent', 'sent', 'sent']);
    expect(lines.info).toEqual(ids.map((id) => `문의 ${id}번을 메일로 보냈습니다.`));
  });

  it('sends a new inquiry at once on kick', async () => {
    const { store } = await tempStore();
    const sent: number[] = [];
    const mailer: Mailer = { send: async (inquiry) => void sent.push(inquiry.id) };
    const outbox = start({ store, mailer, log: recordingLog().log, pollMs: 3_600_000, now: () => t0 });
    const { id } = store.add(sampleInquiry(), t0);
    outbox.kick();
    await waitFor(() => expect(store.get(id)?.mail.status).toBe('sent'));
    expect(sent).toEqual([id]);
  });

  it('backs off exponentially after each failure, up to the cap, and keeps the inquiry', async () => {
    const { store } = await tempStore();
    const clock = manualClock();
    const { id } = store.add(sampleInquiry(), clock.now());
    let attempts = 0;
    const mailer: Mailer = {
      send: async () => {
        attempts++;
        throw new Error(`연결 실패 ${attempts}`);
      },
    };
    const { log, lines } = recordingLog();
    const outbox = start({
      store,
      mailer,
      log,
      baseDelayMs: 1000,
      maxDelayMs: 5000,
      pollMs: 3_600_000,
      now: clock.now,
    });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await waitFor(() => expect(store.get(id)?.mail.attempts).toBe(attempt));
      const mail = store.get(id)?.mail;
      expect(mail).toMatchObject({ status: 'unsent', lastError: `연결 실패 ${attempt}` });
      const retryAt = new Date(mail?.nextAttemptAt ?? '').getTime();
      delays.push(retryAt - clock.now().getTime());
      clock.advance(retryAt - clock.now().getTime() - 1);
      outbox.kick();
      clock.advance(1);
      outbox.kick();
    }
    expect(delays).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(lines.warn[0]).toMatch(
      /^문의 \d+번 메일을 보내지 못했습니다\(1번째 시도\): 연결 실패 1 — 2026-11-23 14:00 \(KST\)에 다시 보냅니다\.$/,
    );
  });

  it('retries on its own when the poll finds a retry due', async () => {
    const { store } = await tempStore();
    const clock = manualClock();
    const { id } = store.add(sampleInquiry(), clock.now());
    let fail = true;
    const mailer: Mailer = {
      send: async () => {
        if (fail) throw new Error('일시적 오류');
      },
    };
    start({ store, mailer, log: recordingLog().log, baseDelayMs: 60_000, pollMs: 5, now: clock.now });
    await waitFor(() => expect(store.get(id)?.mail.attempts).toBe(1));
    fail = false;
    clock.advance(60_000);
    await waitFor(() => expect(store.get(id)?.mail).toMatchObject({ status: 'sent', attempts: 2 }));
  });

  it('stop waits for the send under way, then sends nothing more', async () => {
    const { store } = await tempStore();
    const first = store.add(sampleInquiry(), t0);
    const { mailer, pending } = controlledMailer();
    const outbox = start({ store, mailer, log: recordingLog().log, pollMs: 5, now: () => t0 });
    await waitFor(() => expect(pending).toHaveLength(1));
    const second = store.add(sampleInquiry(), t0);
    let stopped = false;
    const stopping = outbox.stop().then(() => (stopped = true));
    // Every callback already queued runs before setImmediate's; a stop that did not wait would be done by then.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    pending[0]?.succeed();
    await stopping;
    outbox.kick();
    expect(store.get(first.id)?.mail.status).toBe('sent');
    expect(pending).toHaveLength(1);
    expect(store.get(second.id)?.mail.status).toBe('unsent');
  });

  it('keeps an inquiry while the SMTP server is down and sends it exactly once when it is back', async () => {
    const { store } = await tempStore();
    const clock = manualClock();
    const port = await closedPort();
    const lab = 'inquiry@kmac-lab.example';
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, recipient: lab, siteName: '연구소' });
    const { log, lines } = recordingLog();
    const outbox = start({ store, mailer, log, baseDelayMs: 60_000, pollMs: 3_600_000, now: clock.now });
    const { id } = store.add(sampleInquiry(), clock.now());
    outbox.kick();
    await waitFor(() => expect(store.get(id)?.mail.attempts).toBe(1));
    expect(store.get(id)?.mail).toMatchObject({
      status: 'unsent',
      lastError: expect.stringMatching(/ECONNREFUSED/),
      lastErrorCode: 'ESOCKET',
      lastErrorServer: `127.0.0.1:${port}`,
    });
    expect(lines.warn).toHaveLength(1);

    const smtp = await startSmtpTestServer(port);
    outbox.kick();
    clock.advance(60_000);
    outbox.kick();
    await waitFor(() => expect(store.get(id)?.mail.status).toBe('sent'));
    outbox.kick();
    clock.advance(3_600_000);
    outbox.kick();
    await outbox.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.headers.get('subject')).toBe(`[웹사이트 문의] (주)한빛소재 — 접수 번호 ${id}`);
    expect(store.get(id)?.mail).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});
