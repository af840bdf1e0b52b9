import { join } from 'node:path';
import Database from 'better-sqlite3';
import { inquiryDatabaseFile } from '../../../src/siteServer/storage/openInquiryStore';

/**
 * Holds the write lock of the server's database from a second connection, so
 * that the server's next write fails for real (after its busy timeout) with a
 * 500. Returns the release.
 */
export function lockDatabase(dataDir: string): () => void {
  const db = new Database(join(dataDir, inquiryDatabaseFile));
  db.exec('BEGIN EXCLUSIVE');
  return () => {
    db.exec('ROLLBACK');
    db.close();
  };
}
