import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The settings key of the shared inbox password older versions kept. Only read now, to
 * turn it into the first named account; adding any account removes it.
 */
export const adminPasswordSetting = 'adminPasswordHash';

// OWASP's scrypt minimum; the cost is written into each hash, so raising it later
// still verifies the passwords stored before.
const defaultCost = { N: 2 ** 15, r: 8, p: 1 };
const saltBytes = 16;
const keyBytes = 32;

function derive(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's 32 MiB default is exactly that at N=2^15, r=8, and refuses it.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    // A Korean password typed on a Mac may arrive decomposed (NFD); NFC makes it the same password everywhere.
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>`: everything needed to verify it later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, defaultCost, keyBytes);
  const { N, r, p } = defaultCost;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for a stored string not shaped like hashPassword's. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined || rest.length > 0) return false;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost, expected.length);
  return timingSafeEqual(actual, expected);
}
