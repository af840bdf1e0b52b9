import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from '../../../src/siteServer/storage/migrations';
import { inquiryDatabaseFile } from '../../../src/siteServer/storage/openInquiryStore';
import { tempDir } from './tempStore';

// The last schema with the four fixed columns (company, phone, email, message).
const fixedColumnsVersion = migrations.findIndex((step) => step.includes('ADD COLUMN fields'));

/**
 * A real database file as the release before the firm's own fields made it
 * (its migrations, nothing of today's code), holding one inquiry of the old form.
 */
export async function fixedColumnsDatabase(): Promise<string> {
  const dir = await tempDir();
  const db = new Database(join(dir, inquiryDatabaseFile));
  migrations.slice(0, fixedColumnsVersion).forEach((sql) => db.exec(sql));
  db.pragma(`user_version = ${fixedColumnsVersion}`);
  db.prepare(
    `INSERT INTO inquiries (received_at, page, company, phone, email, message, client_hash, receipt_token, memo)
     VALUES ('2026-11-20T01:00:00.000Z', '/introduce', '(주)옛소재', '02-123-4567', 'old@lab.example', '예전 문의\n둘째 줄', 'h', 'tok', '회신함')`,
  ).run();
  db.close();
  return dir;
}
