import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { hashPassword, needsRehash, scryptCost, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('uses scrypt at N=2^17, r=8, p=1 (OWASP) unless configured lower', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cellar-hash-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.passwordHashCost).toBe(17);
      const hash = await hashPassword('correct horse battery', scryptCost(config.passwordHashCost));
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('correct horse battery', hash)).toBe(true);
      expect(await verifyPassword('wrong horse battery', hash)).toBe(false);
      expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: '14' })).toThrow(/PASSWORD_HASH_COST/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('asks for a new hash when a stored one is cheaper than the current cost', async () => {
    const old = await hashPassword('secret words', { N: 2 ** 10, r: 8, p: 1 });
    expect(needsRehash(old, scryptCost(10))).toBe(false);
    expect(needsRehash(old, scryptCost(17))).toBe(true);
    expect(needsRehash('pbkdf2$whatever', scryptCost(10))).toBe(true);
  });
});
