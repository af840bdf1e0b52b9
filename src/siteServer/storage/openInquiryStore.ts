import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { accessLog } from './accessLog';
import { backupDatabase } from './backupDatabase';
import { clientAddressHasher } from './clientAddressHash';
import { prepareDatabaseFile } from './databaseFile';
import type { InquiryStore } from './InquiryStore';
import { migrate } from './migrations';
import { prepareStatements } from './statements';
import { toStoredInquiry } from './rowMapping';
import { containsPattern } from './likePattern';
import { makePrivateDirectory } from './privateFiles';
import { registerSearchText, searchText } from './searchText';
import { checkpointDeleted } from './wipeDeleted';
import { staffAccounts } from './staffAccounts';
import { createWriteGuard, type WriteGuard } from './writeGuard';

export const inquiryDatabaseFile = 'inquiries.sqlite';

const dayMs = 24 * 60 * 60 * 1000;
// Longer than any single write takes, so the CLI and the server can share the file.
const busyTimeoutMs = 5000;
// A failure message from an SMTP server can be long; the inbox only needs its gist.
const maxErrorLength = 2000;
/** The longest internal memo the store keeps, in characters (code points). */
export const maxMemoLength = 2000;
// The health check's own write, when nothing else has written for a few seconds.
const writeProbeSetting = 'lastWriteProbe';

/**
 * Opens (creating if missing) `dataDir/inquiries.sqlite` at the newest schema.
 * The folder is kept 0700 and the database files 0600.
 */
export function openInquiryStore(dataDir: string): InquiryStore {
  makePrivateDirectory(dataDir);
  const file = resolve(dataDir, inquiryDatabaseFile);
  const guard = createWriteGuard(file);
  // Even reading it first makes its -wal and -shm files, which a full disk refuses.
  guard.write(() => prepareDatabaseFile(file));
  const db = new Database(file, { timeout: busyTimeoutMs });
  try {
    // Switching a database in the older rollback-journal mode writes its header.
    guard.write(() => db.pragma('journal_mode = WAL'));
    // FULL syncs the WAL on every commit: an inquiry the visitor was told is received survives a power cut.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    // Per connection: a deletion overwrites the freed bytes instead of leaving them readable in the file.
    db.pragma('secure_delete = ON');
    registerSearchText(db);
    guard.write(() => migrate(db, file));
    // Frames a killed process left in the WAL may hold text deleted just before (its checkpoint never ran):
    // copied into the file as the zeros secure_delete wrote, and the WAL emptied, before anything else.
    guard.write(() => checkpointDeleted(db));
    return storeOver(db, file, guard);
  } catch (error) {
    db.close();
    throw error;
  }
}

function storeOver(db: Database.Database, file: string, guard: WriteGuard): InquiryStore {
  const { write } = guard;
  const hashClientAddress = write(() => clientAddressHasher(db));
  const sql = prepareStatements(db);
  const ping = db.prepare<[], number>('SELECT 1').pluck();
  const iso = (time: Date) => time.toISOString();
  const listPage = db.transaction(
    (filter: { search: string | null; state: string | null }, limit: number, offset: number) => ({
      items: sql.list.all({ ...filter, limit, offset }).map(toStoredInquiry),
      total: sql.count.get(filter) ?? 0,
    }),
  );

  return {
    file,
    add(inquiry, now = new Date()) {
      const { clientAddress, language = 'ko', fields, ...rest } = inquiry;
      // run(), not INSERT … RETURNING read with get(): get() takes the row from the first step and ignores
      // what resetting the statement reports, which is where an autocommit statement commits. A commit that
      // failed (a full disk, an unwritable file) came back as a row that was never stored.
      const { lastInsertRowid } = write(() =>
        sql.insert.run({
          ...rest,
          fields: JSON.stringify(fields),
          language,
          clientHash: hashClientAddress(clientAddress),
          receivedAt: iso(now),
        }),
      );
      const row = sql.byId.get(Number(lastInsertRowid));
      if (row === undefined) throw new Error(`inquiry ${lastInsertRowid} is missing right after it was committed`);
      return toStoredInquiry(row);
    },
    get(id) {
      const row = sql.byId.get(id);
      return row && toStoredInquiry(row);
    },
    getByReceipt(token) {
      const row = sql.byReceipt.get(token);
      return row && toStoredInquiry(row);
    },
    list(query = {}) {
      const limit = query.limit ?? -1;
      const offset = query.offset ?? 0;
      if (!Number.isInteger(limit) || limit < -1)
        throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
      if (!Number.isInteger(offset) || offset < 0)
        throw new RangeError(`offset must be a non-negative integer, got ${offset}`);
      const text = searchText(query.search ?? '');
      const search = text ? containsPattern(text) : null;
      return listPage({ search, state: query.state ?? null }, limit, offset);
    },
    setHandled(id, handled, now = new Date(), by = null) {
      return write(() => (handled ? sql.markHandled.run(by, iso(now), id) : sql.markOpen.run(id))).changes > 0;
    },
    deleteInquiry(id, alongside) {
      const deleted = write(
        db.transaction(() => {
          if (sql.deleteById.run(id).changes === 0) return false;
          alongside?.();
          return true;
        }),
      );
      if (!deleted) return { deleted: false, wiped: true };
      return { deleted: true, wiped: write(() => checkpointDeleted(db)) };
    },
    setMemo(id, memo, now = new Date()) {
      const length = [...memo].length;
      if (length > maxMemoLength)
        throw new RangeError(`memo must be at most ${maxMemoLength} characters, got ${length}`);
      return write(() => sql.setMemo.run(memo, iso(now), id)).changes > 0;
    },
    purgeOlderThan(days, now = new Date()) {
      if (!Number.isFinite(days) || days < 0) throw new RangeError(`days must be a non-negative number, got ${days}`);
      const purged = write(() => sql.purge.run(iso(new Date(now.getTime() - days * dayMs)))).changes;
      if (purged > 0) write(() => checkpointDeleted(db));
      return purged;
    },
    dueForMail(now, limit) {
      return sql.dueForMail.all(iso(now), limit).map(toStoredInquiry);
    },
    markMailSent(id, now = new Date()) {
      write(() => sql.markMailSent.run(iso(now), id));
    },
    markMailFailed(id, error, nextAttemptAt, detail = {}) {
      write(() =>
        sql.markMailFailed.run(
          error.slice(0, maxErrorLength),
          detail.code ?? null,
          detail.server ?? null,
          iso(nextAttemptAt),
          id,
        ),
      );
    },
    rescheduleUnsent(now = new Date()) {
      return write(() => sql.rescheduleUnsent.run(iso(now))).changes;
    },
    getSetting(key) {
      return sql.getSetting.get(key);
    },
    setSetting(key, value) {
      write(() => sql.setSetting.run(key, value));
    },
    transaction(change) {
      return write(db.transaction(change));
    },
    ...staffAccounts(db, write),
    ...accessLog(db, write),
    hashClientAddress,
    ping() {
      try {
        return ping.get() === 1;
      } catch {
        // A closed connection or an unreadable file: either way the server cannot take inquiries.
        return false;
      }
    },
    canWrite: () => guard.canWrite(() => sql.setSetting.run(writeProbeSetting, iso(new Date()))),
    backup(target) {
      return backupDatabase(file, target);
    },
    close() {
      db.close();
    },
  };
}
