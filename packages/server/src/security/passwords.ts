import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters; they travel with each hash, so the cost can grow without breaking old ones. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost of new hashes for PASSWORD_HASH_COST (log2 N). At the default 17 this is OWASP's
 * recommendation (N=2^17, r=8, p=1): ~128 MiB and a few hundred milliseconds per hash.
 */
export function scryptCost(logN: number): ScryptCost {
  return { N: 2 ** logN, r: 8, p: 1 };
}

const keyLength = 64;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Hashes a password with scrypt and a random salt, as `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash is weaker than `cost`, so a successful login should hash the password again. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const [scheme, N, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(N) < cost.N || Number(r) < cost.r || Number(p) < cost.p;
}
