import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import type { PostgresError } from '../../../../db/errors.js';
import type { FieldRecord } from '../../fields.repo.js';
import { emptyCellSql, tableOf } from '../server-constraint-type.js';
import { uniqueKeySql, uniqueKeyText, uniqueKeyType } from './unique-key.js';

/** The value a unique violation's detail names: `Key (<key>)=(<value>) already exists.` */
function keyValue(field: FieldRecord, error: PostgresError): string | undefined {
  const prefix = `Key (${uniqueKeyText(field)})=(`;
  const suffix = ') already exists.';
  const detail = error.detail ?? '';
  return detail.startsWith(prefix) && detail.endsWith(suffix) ? detail.slice(prefix.length, -suffix.length) : undefined;
}

/**
 * The row holding the value a refused write duplicated, read after the write's rollback: none
 * when the duplicate was another row of the same request (a batch), or was deleted meanwhile.
 */
export async function conflictingRow(db: Executor, field: FieldRecord, error: PostgresError): Promise<number | undefined> {
  const value = keyValue(field, error);
  if (value === undefined) return undefined;
  const { rows } = await sql<{ id: number }>`
    select id from ${tableOf(field)} where ${uniqueKeySql(field)} = cast(${value} as ${sql.raw(uniqueKeyType(field))})
      and not trashed and not ${emptyCellSql(field)} order by id limit 1`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}
