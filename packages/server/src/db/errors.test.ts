import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { isPostgresError, isUniqueViolation } from './errors.js';
import { createTestDatabase, testEngines } from './test-database.js';
import { inTransaction } from './transaction.js';

describe.each(testEngines())('database errors on the %s engine', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase({ engine });
  });
  afterAll(() => db?.close());

  const addUser = (email: string) =>
    db.kysely.insertInto('users').values({ first_name: 'Grace', email, password_hash: 'x' }).execute();

  it('reports a taken e-mail address as a unique violation with PostgreSQL fields', async () => {
    await addUser('grace@example.com');
    const error = await addUser('grace@example.com').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(grace@example.com) already exists.',
      message: 'duplicate key value violates unique constraint "users_email_key"',
    });
    expect(isUniqueViolation(error, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(error, 'another_constraint')).toBe(false);
  });

  it('reports the same inside a transaction, and the transaction leaves nothing behind', async () => {
    const error = await inTransaction(db, async (trx) => {
      await trx.insertInto('users').values({ first_name: 'Alan', email: 'alan@example.com', password_hash: 'x' }).execute();
      await trx.insertInto('users').values({ first_name: 'Grace', email: 'grace@example.com', password_hash: 'x' }).execute();
    }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    const alan = await db.kysely.selectFrom('users').select('id').where('email', '=', 'alan@example.com').executeTakeFirst();
    expect(alan).toBeUndefined();
  });

  it('carries the SQLSTATE of other failures too', async () => {
    const missing = await db.kysely.selectFrom('no_such_table' as 'users').selectAll().execute().catch((caught: unknown) => caught);
    expect(isPostgresError(missing, '42P01')).toBe(true);
    const checked = await db.kysely.insertInto('settings').values({ id: 2 } as never).execute().catch((caught: unknown) => caught);
    expect(isPostgresError(checked, '23514')).toBe(true);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
  });
});
