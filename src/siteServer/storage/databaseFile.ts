import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { createPrivateFile, privateFileMode, restrictMode } from './privateFiles';
import { refuseDamagedDatabase } from './refuseDamagedDatabase';

/** The files SQLite keeps beside a database in WAL mode while it is open. */
export function companionFiles(file: string): string[] {
  return [`${file}-wal`, `${file}-shm`];
}

/**
 * Makes `file` ready for the store to open: created (private, in WAL mode) when
 * missing; refused with an InquiryStoreError when empty or damaged; then made
 * private with its companions.
 */
export function prepareDatabaseFile(file: string): void {
  createDatabaseFileIfMissing(file);
  refuseDamagedDatabase(file, companionFiles(file));
  // SQLite gives -wal and -shm the database file's mode, but an older version's may already be there.
  for (const path of [file, ...companionFiles(file)]) restrictMode(path, privateFileMode);
}

/**
 * The new database is made complete under a temporary name and then linked into
 * place, so `file` never exists empty: not while this process is between creating
 * and writing it, nor after a crash there.
 */
function createDatabaseFileIfMissing(file: string): void {
  if (existsSync(file)) return;
  const fresh = `${file}.new-${randomBytes(6).toString('hex')}`;
  createPrivateFile(fresh);
  try {
    const db = new Database(fresh);
    try {
      // Writes the first page, whose header keeps WAL mode for every later connection.
      db.pragma('journal_mode = WAL');
    } finally {
      db.close();
    }
    // link, unlike rename, never replaces: an existing database (or one another process just made) stays.
    linkSync(fresh, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(fresh, { force: true });
  }
}
