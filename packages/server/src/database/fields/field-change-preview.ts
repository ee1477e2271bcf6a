import type { FieldChangePreview } from '@cellar/core';
import { sql } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { hasColumn, userTable } from '../tables/user-table-ddl.js';
import { cellColumn } from './cell-column.js';
import type { ConversionPlan } from './field-conversion.js';
import type { FieldRecord } from './fields.repo.js';
import type { Expr } from './server-field-type.js';
import { serverFieldTypes } from './server-field-types.js';

// On the embedded engine, whose one connection a scan of a big table would hold, rows are
// counted this many at a time, so other requests are served between the statements.
const rowsPerStatement = 20_000;

const isEmpty = (field: FieldRecord, value: Expr) => serverFieldTypes[field.type].emptySql?.(value, field.options, field) ?? sql`${value} is null`;

/**
 * Counts what a planned change would do to the field's cells, with the same SQL the conversion
 * runs (contract §9.3): cells with a value, those it would empty, and those whose text would read
 * differently afterwards. Nothing is written.
 */
export async function previewFieldChange(db: Executor, engine: Engine, from: FieldRecord, to: FieldRecord, plan: ConversionPlan): Promise<FieldChangePreview> {
  // A created_on field's cells are its row's system column (cell-column.ts).
  const column = cellColumn(from);
  const filled = sql`not (${isEmpty(from, column)})`;
  const counts = (() => {
    if (plan.kind === 'keep') return sql`count(*) filter (where ${filled}) as filled, 0 as emptied, 0 as changed`;
    const using = plan.kind === 'rewrite' ? plan.using : plan.fill;
    if (using === undefined) return sql`count(*) filter (where ${filled}) as filled, count(*) filter (where ${filled}) as emptied, 0 as changed`;
    const before = serverFieldTypes[from.type].toTextSql(column, from.options);
    const after = serverFieldTypes[to.type].toTextSql(using, to.options);
    const emptied = sql`${filled} and (${isEmpty(to, using)})`;
    return sql`count(*) filter (where ${filled}) as filled, count(*) filter (where ${emptied}) as emptied,
      count(*) filter (where ${filled} and not (${isEmpty(to, using)}) and ${after} is distinct from ${before}) as changed`;
  })();
  // Unaliased: a link's emptiness refers to the table by its name.
  const table = userTable(from.table_id);
  const select = (where: Expr) =>
    sql<{ filled: string; emptied: string; changed: string; last: number | null }>`select ${counts}, max(id) as last from ${table} where ${where}`.execute(db);
  if (engine !== 'embedded' || !hasColumn(from)) return totals((await select(sql`true`)).rows);
  const pages: Awaited<ReturnType<typeof select>>['rows'] = [];
  for (let after = -2_147_483_648; ; ) {
    const { rows } = await select(sql`id in (select id from ${table} where id > ${after} order by id limit ${rowsPerStatement})`);
    const [page] = rows;
    if (!page || page.last === null) break;
    pages.push(page);
    after = page.last;
  }
  return totals(pages);
}

function totals(pages: readonly { filled: string; emptied: string; changed: string }[]): FieldChangePreview {
  const sum = (key: 'filled' | 'emptied' | 'changed') => pages.reduce((total, page) => total + Number(page[key]), 0);
  return { filled: sum('filled'), emptied: sum('emptied'), changed: sum('changed') };
}
