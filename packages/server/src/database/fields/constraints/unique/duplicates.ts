import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import type { FieldRecord } from '../../fields.repo.js';
import { columnOf, emptyCellSql, tableOf } from '../server-constraint-type.js';
import { uniqueKeySql } from './unique-key.js';

/** How many of a column's values more than one row holds, in how many rows, with a few of them (as text). */
export interface Duplicates {
  values: number;
  rows: number;
  /** Up to 20 of the duplicated values as filters take them (JSON's text: ISO dates, an option's id), for a filter showing them. */
  sample: string[];
}

/** The column's duplicated non-empty values, in one aggregate over the table. */
export async function duplicatesOf(db: Executor, field: FieldRecord): Promise<Duplicates> {
  const { rows } = await sql<{ value: string; n: number }>`
    select min(to_json(${columnOf(field)}) #>> '{}') as value, count(*)::int as n from ${tableOf(field)}
    where not trashed and not ${emptyCellSql(field)} group by ${uniqueKeySql(field)} having count(*) > 1 order by 2 desc, 1`.execute(db);
  return {
    values: rows.length,
    rows: rows.reduce((sum, row) => sum + Number(row.n), 0),
    sample: rows.slice(0, 20).map((row) => row.value),
  };
}
