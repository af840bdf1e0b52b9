import type Database from 'better-sqlite3';

/**
 * Deleted text must leave the files, not only the table. secure_delete (set at open)
 * makes SQLite overwrite freed content with zeros, but in WAL mode those zeros first
 * land in the -wal file, after frames that may still hold the old text. A TRUNCATE
 * checkpoint copies the zeroed pages into the database file and empties the WAL.
 * It waits for readers up to the busy timeout; returns false when one still held
 * an older snapshot, which leaves the text in the files until a later checkpoint.
 */
export function checkpointDeleted(db: Database.Database): boolean {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[];
  return result !== undefined && result.busy === 0;
}
