import { createHash, randomInt } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The length of a token key (contract §12). */
export const tokenKeyLength = 32;

/** A new key: 32 characters drawn uniformly (randomInt has no modulo bias) from [A-Za-z0-9], about 190 bits. */
export function generateTokenKey(): string {
  let key = '';
  for (let index = 0; index < tokenKeyLength; index += 1) key += alphabet[randomInt(alphabet.length)];
  return key;
}

/**
 * What a key is looked up by: its SHA-256, so the lookup's timing depends on the hash, never on how
 * much of a secret a guess got right. A plain hash suffices: the key is random, not a password.
 */
export function hashTokenKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
