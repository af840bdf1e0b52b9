import { randomBytes } from 'node:crypto';
import { renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { createPrivateFile } from './privateFiles';

/**
 * Copies the database in `source` to `target` with SQLite's online backup,
 * safe while other processes write to it. The copy is written under a
 * temporary name beside `target`, created 0600, and renamed over `target` only
 * when complete. Resolves to how many inquiries the copy holds.
 */
export async function backupDatabase(source: string, target: string): Promise<number> {
  const partial = join(dirname(target), `.${basename(target)}.partial-${randomBytes(6).toString('hex')}`);
  createPrivateFile(partial);
  // A connection of its own: the store's may be writing for the server in between the backup's steps.
  const reader = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // One read transaction over the count and every step of the backup: the copy is one snapshot that
    // holds exactly the counted inquiries, and writes meanwhile do not restart it. Without it, a steady
    // load of inquiries restarted the backup at every step until the load stopped.
    reader.exec('BEGIN');
    const inquiries = reader.prepare<[], number>('SELECT count(*) FROM inquiries').pluck().get() ?? 0;
    await reader.backup(partial);
    reader.exec('COMMIT');
    renameSync(partial, target);
    return inquiries;
  } finally {
    reader.close();
    // Only left when the backup failed: what was written so far, and its rollback journal.
    for (const leftover of [partial, `${partial}-journal`]) rmSync(leftover, { force: true });
  }
}
