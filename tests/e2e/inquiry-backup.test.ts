// `npm run inquiries -- backup` in the middle of a load: the copy holds every inquiry answered 201 before it started.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sendInquiries } from '../../scripts/load/sendInquiries';
import { runCli, type CliResult } from '../siteServer/cli/runInquiriesCli';
import { addBulkInquiries } from '../siteServer/storage/tempStore';
import { startServerProcess } from './helpers/inquiry-server';

function readBackup(file: string): { ids: Set<number>; check: string } {
  const db = new Database(file, { readonly: true });
  try {
    return {
      ids: new Set(db.prepare<[], number>('SELECT id FROM inquiries').pluck().all()),
      check: db.pragma('quick_check', { simple: true }) as string,
    };
  } finally {
    db.close();
  }
}

const seeded = 30_000;

describe('a backup taken while inquiries keep arriving', () => {
  it('holds every inquiry the server answered 201 before the backup started', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'inquiry-backup-data-'));
    const backupDir = await mkdtemp(join(tmpdir(), 'inquiry-backup-'));
    onTestFinished(() =>
      Promise.all([dataDir, backupDir].map((dir) => rm(dir, { recursive: true, force: true }))).then(() => undefined),
    );
    // Some 4,000 pages: the backup copies 100 a step, so the server's writes fall between its steps.
    addBulkInquiries(dataDir, seeded);
    const server = await startServerProcess({ dataDir, env: { INQUIRY_RATE_LIMIT: '100000' } });
    onTestFinished(() => server.stop().then(() => undefined));
    const target = join(backupDir, 'inquiries-backup.sqlite');

    let backup: Promise<CliResult> | undefined;
    let acceptedBefore: number[] = [];
    let answeredAtStart = 0;
    let answered = 0;
    let answeredAtEnd: number | undefined;
    const load = await sendInquiries({
      url: server.url,
      count: 50_000,
      concurrency: 20,
      // The load runs until the backup is done, so the server writes through all of it.
      shouldStop: () => answeredAtEnd !== undefined,
      onAnswer: (count, accepted) => {
        answered = count;
        if (count < 300 || backup) return;
        acceptedBefore = [...accepted];
        answeredAtStart = count;
        backup = runCli(['backup', target], { dataDir: server.dataDir }).finally(() => (answeredAtEnd = answered));
      },
    });
    const result = await backup!;

    expect(result).toMatchObject({ code: 0, stderr: `데이터베이스: ${join(server.dataDir, 'inquiries.sqlite')}\n` });
    expect(acceptedBefore.length).toBe(answeredAtStart);
    // Inquiries were answered while the backup ran, and the load was still going when it ended.
    expect(answeredAtEnd! - answeredAtStart).toBeGreaterThan(0);
    expect(answeredAtEnd!).toBeLessThan(50_000);
    expect(load.statuses.get(201)).toBe(load.latenciesMs.length);

    const { ids, check } = readBackup(target);
    expect(check).toBe('ok');
    expect(acceptedBefore.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBeGreaterThanOrEqual(seeded + acceptedBefore.length);
    expect(result.stdout).toContain(`${target}에 백업했습니다. 백업에는 문의 ${ids.size}건이 들어 있습니다.`);
  });
});
