import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

export const clientAddressSaltSetting = 'clientAddressSalt';

/**
 * Returns a function that turns a client address into the salted hash stored
 * with an inquiry. The salt lives in the database, so hashes stay comparable
 * across restarts (to spot one sender flooding the form) while a leaked file
 * does not reveal addresses by hashing the small IPv4 space.
 */
export function clientAddressHasher(db: Database.Database): (address: string) => string {
  // INSERT OR IGNORE then read: two processes opening a fresh file agree on one salt.
  db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(
    clientAddressSaltSetting,
    randomBytes(32).toString('base64'),
  );
  const stored = db
    .prepare<[string], string>('SELECT value FROM settings WHERE key = ?')
    .pluck()
    .get(clientAddressSaltSetting);
  if (stored === undefined)
    throw new Error(`settings.${clientAddressSaltSetting} is missing right after it was written`);
  const salt = Buffer.from(stored, 'base64');
  return (address) => createHash('sha256').update(salt).update(address, 'utf8').digest('hex');
}
