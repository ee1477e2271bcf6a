import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createTestDatabase } from '../../db/test-database.js';
import { inTransaction } from '../../db/transaction.js';
import { KeyedLock } from './table-write-lock.js';

describe('KeyedLock', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase({ engine: 'embedded' });
  });
  afterAll(() => db?.close());

  const holder = (lock: KeyedLock, key: number, name: string, log: string[], ms = 10) =>
    lock.run(key, async () => {
      log.push(`${name} in`);
      await sleep(ms);
      log.push(`${name} out`);
      return name;
    });

  it('lets one holder of a key at a time in, in the order they asked', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const answers = await Promise.all([holder(lock, 1, 'a', log, 20), holder(lock, 1, 'b', log), holder(lock, 1, 'c', log)]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('lets holders of different keys run at once', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    await Promise.all([holder(lock, 1, 'a', log, 20), holder(lock, 2, 'b', log)]);
    expect(log).toEqual(['a in', 'b in', 'b out', 'a out']);
  });

  it('is released when the work throws', async () => {
    const lock = new KeyedLock();
    await expect(lock.run(1, async () => { throw new Error('failed'); })).rejects.toThrow('failed');
    expect(await lock.run(1, async () => 'free again')).toBe('free again');
  });

  it('makes work that a holder started wait for the holder like anyone else', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    let started: Promise<string> | undefined;
    await lock.run(1, async () => {
      started = holder(lock, 1, 'spawned', log);
      await sleep(10);
      log.push('holder out');
    });
    expect(await started).toBe('spawned');
    expect(log).toEqual(['holder out', 'spawned in', 'spawned out']);
  });

  it('refuses to wait inside a transaction, where it could wait for its own connection', async () => {
    const lock = new KeyedLock();
    await expect(inTransaction(db, () => lock.run(1, async () => undefined))).rejects.toThrow(/inside inTransaction/);
  });
});
