import { closeSync, existsSync, fstatSync, openSync, readSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { databaseDamaged, databaseEmpty, databaseNotSqlite } from './storeErrors';

// The first 16 bytes of every SQLite 3 database (https://www.sqlite.org/fileformat.html).
const sqliteHeader = Buffer.from('SQLite format 3\0', 'latin1');
// quick_check stops after this many problems: the message needs the first, not hundreds.
const problemsShown = 3;

/**
 * Refuses an existing database file that is empty, is not SQLite, or fails
 * `PRAGMA quick_check`, before anything writes to it: opened read-write,
 * SQLite would treat an empty file as a new database, and closing would
 * checkpoint the WAL into a damaged file. A refused file keeps its bytes and
 * mtime. quick_check reads every page but skips the index-against-table
 * comparison of integrity_check: about 0.2 s for 220 MB (300,000 inquiries).
 */
export function refuseDamagedDatabase(file: string, companions: string[]): void {
  const { size, header } = readHeader(file);
  if (size === 0) throw databaseEmpty(file);
  if (!header.equals(sqliteHeader)) throw databaseNotSqlite(file);
  const existing = companions.filter((companion) => existsSync(companion));
  const problem = quickCheckProblem(file);
  if (problem === undefined) return;
  // A read-only connection still makes -wal and -shm when missing; a refused file is left as it was found.
  for (const companion of companions) if (!existing.includes(companion)) rmSync(companion, { force: true });
  throw databaseDamaged(file, problem);
}

function readHeader(file: string): { size: number; header: Buffer } {
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(sqliteHeader.length);
    const read = readSync(fd, header, 0, header.length, 0);
    return { size: fstatSync(fd).size, header: header.subarray(0, read) };
  } finally {
    closeSync(fd);
  }
}

/** The first problems quick_check finds, or undefined when it answers ok. */
function quickCheckProblem(file: string): string | undefined {
  // Read-only: it cannot write to the file, and closing it does not checkpoint the WAL into it.
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const results = db.pragma(`quick_check(${problemsShown})`, { simple: false }) as { quick_check: string }[];
    const problems = results
      .map((row) => row.quick_check.replace('*** in database main ***\n', ''))
      .filter((text) => text !== 'ok');
    return problems.length > 0 ? problems.join(' / ') : undefined;
  } catch (error) {
    // A damaged schema or first page fails before quick_check can answer.
    if (error instanceof Database.SqliteError && /^SQLITE_(CORRUPT|NOTADB)/.test(error.code)) return error.message;
    throw error;
  } finally {
    db?.close();
  }
}
