// kill -9 in the middle of a load: every inquiry answered 201 before it is in the database after a restart.
import { describe, expect, it } from 'vitest';
import { sendInquiries } from '../../scripts/load/sendInquiries';
import { startServerProcess } from './helpers/inquiry-server';

describe('a server killed with SIGKILL under load', () => {
  it('has every inquiry it answered 201 after it restarts on the same database', async () => {
    const env = { INQUIRY_RATE_LIMIT: '100000' };
    const first = await startServerProcess({ env });
    let killed = false;
    const result = await sendInquiries({
      url: first.url,
      count: 3000,
      concurrency: 50,
      shouldStop: () => killed,
      onAnswer: (answered) => {
        if (answered >= 600 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      },
    });
    expect(await first.exited).toBeNull();
    expect(killed).toBe(true);
    expect(result.accepted.length).toBeGreaterThanOrEqual(600 - 50);

    const second = await startServerProcess({ env, dataDir: first.dataDir });
    const store = second.openStore();
    try {
      const missing = result.accepted.filter((id) => store.get(id) === undefined);
      expect(missing).toEqual([]);
      expect(new Set(result.accepted).size).toBe(result.accepted.length);
      // The restarted server takes new inquiries on the same database.
      const answer = await fetch(`${second.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: second.url },
        body: JSON.stringify({
          company: '(주)재시작',
          phone: '02-555-0100',
          email: 'r@test.example',
          message: '다시 시작한 뒤의 문의',
          consent: true,
        }),
      });
      expect(answer.status).toBe(201);
    } finally {
      store.close();
      await second.stop();
      await first.stop();
    }
  });
});
