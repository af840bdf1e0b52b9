// docs/deploy/lab-site-backup run as cron runs it: each line's command through /bin/sh with the
// file's variables, `\%` read as `%`, and the guide's folders swapped for this test's. The nightly
// backup pings the monitor only when it worked and writes nothing then (so cron mails nothing); a
// failed one writes why and pings nothing. The cleanup removes every kind of copy holding personal
// data once it is past 30 days, and nothing else.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import { addInquiries } from '../siteServer/admin/startAdmin';

const cronFile = readFileSync(join(projectRoot, 'docs/deploy/lab-site-backup'), 'utf8');
const day = 24 * 60 * 60 * 1000;

let dir: string;
let dataDir: string;
let backups: string;
let monitor: Server;
let pings = 0;
let pingUrl: string;

interface Job {
  user: string;
  command: string;
}

/** The schedule's lines: five time fields, the user, the command (in which cron turns `\%` into `%`). */
function jobs(): Job[] {
  return cronFile
    .split('\n')
    .filter((line) => /^[\d*]/.test(line))
    .map((line) => {
      const [, user, command] = /^(?:\S+\s+){5}(\S+)\s+(.*)$/.exec(line) ?? [];
      return { user: user!, command: command!.replaceAll('\\%', '%') };
    });
}

/** The file's own variable lines (SHELL, PATH, MAILTO, BACKUP_PING_URL), as cron sets them. */
function cronVariables(): Record<string, string> {
  const lines = cronFile.split('\n').filter((line) => /^[A-Z_]+=/.test(line));
  return Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf('=')),
      line.slice(line.indexOf('=') + 1).replace(/^"(.*)"$/, '$1'),
    ]),
  );
}

function runJob(job: Job, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const command = job.command
    .replaceAll('/srv/lab-site', projectRoot)
    .replaceAll('/var/lib/lab-site', dataDir)
    .replaceAll('/var/backups/lab-site', backups);
  return new Promise((resolve) => {
    execFile('/bin/sh', ['-c', command], { env: { ...cronVariables(), HOME: dir, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const [backupJob, cleanupJob] = jobs();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-schedule-'));
  dataDir = join(dir, 'data');
  backups = join(dir, 'backups');
  await mkdir(backups, { mode: 0o700 });
  const store = openInquiryStore(dataDir);
  addInquiries(store, [{ company: '백업시험' }]);
  store.close();
  monitor = createServer((_request, response) => {
    pings += 1;
    response.end('OK');
  });
  await new Promise<void>((resolve) => monitor.listen(0, '127.0.0.1', resolve));
  const address = monitor.address();
  pingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ping`;
});

afterAll(async () => {
  await new Promise((resolve) => monitor.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('the nightly backup line', () => {
  it('runs as the service account and pings the monitor after a backup, writing nothing that cron would mail', async () => {
    expect(backupJob?.user).toBe('lab-site');
    const result = await runJob(backupJob!, { BACKUP_PING_URL: pingUrl });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect((await readdir(backups)).filter((name) => /^inquiries-\d{8}\.sqlite$/.test(name))).toHaveLength(1);
    expect(pings).toBe(1);
  }, 60_000);

  it('fails loudly and pings nothing when the backup fails', async () => {
    // Today's file is there already: the backup refuses to overwrite it.
    const result = await runJob(backupJob!, { BACKUP_PING_URL: pingUrl });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('lab-site 백업 실패');
    expect(result.stderr).toContain('--force');
    expect(pings).toBe(1);
  }, 60_000);

  it('works without a monitor address', async () => {
    for (const name of await readdir(backups)) await rm(join(backups, name));
    expect(await runJob(backupJob!)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(pings).toBe(1);
  }, 60_000);
});

describe('the nightly cleanup line', () => {
  it('removes backups, pre-upgrade backups, set-aside databases and CSVs past 30 days, and nothing else', async () => {
    expect(cleanupJob?.user).toBe('root');
    const copies = (date: string) => [
      `inquiries-${date.replaceAll('-', '')}.sqlite`,
      `before-upgrade-${date}T09:10.sqlite`,
      `before-restore-${date}T0910`,
      `after-upgrade-${date.replaceAll('-', '')}-0910.csv`,
    ];
    // Tonight's backup from the tests above stays.
    const tonight = await readdir(backups);
    const old = copies('2026-10-01');
    const recent = copies('2026-10-29');
    for (const [names, days] of [
      [old, 31],
      [recent, 29],
    ] as const) {
      for (const name of names) {
        const path = join(backups, name);
        if (name.startsWith('before-restore-')) {
          await mkdir(path);
          await writeFile(join(path, 'inquiries.sqlite'), 'set aside');
        } else {
          await writeFile(path, 'a copy');
        }
        const time = new Date(Date.now() - days * day);
        await utimes(path, time, time);
      }
    }
    const unrelated = join(backups, 'README.txt');
    await writeFile(unrelated, 'not a copy');
    await utimes(unrelated, new Date(Date.now() - 90 * day), new Date(Date.now() - 90 * day));

    expect(await runJob(cleanupJob!)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect((await readdir(backups)).sort()).toEqual([...tonight, ...recent, 'README.txt'].sort());
  });
});
