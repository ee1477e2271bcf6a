import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { createTestDatabase, testEngines } from './test-database.js';

describe.each(testEngines())('a heavy query on the %s engine', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase({ engine });
  });
  afterAll(() => db?.close());

  it('leaves the event loop free for other requests while it runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      // Hashing and de-duplicating 400,000 values keeps PostgreSQL busy for a good while.
      const { rows } = await sql<{ n: number }>`
        select count(distinct md5(g::text)) as n from generate_series(1, 400000) g`.execute(db.kysely);
      expect(rows[0]?.n).toBe(400000);
    } finally {
      clearInterval(timer);
    }
    // Run on the calling thread (as PGlite does by default), no timer could fire until the end.
    expect(ticks).toBeGreaterThan(2);
  });
});
