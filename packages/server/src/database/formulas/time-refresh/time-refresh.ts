import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import { anonymousOrigin } from '../../../events/domain-events.js';
import { commitChange } from '../../../events/unit-of-work.js';
import { ChunkSizer } from '../../fields/chunk-sizer.js';
import { getTableOrThrow } from '../../table.policy.js';
import { lockTableInTransaction, tableWriteLocks } from '../../tables/table-write-lock.js';
import { fieldColumnName, userTable } from '../../tables/user-table-names.js';
import { tableEnvironment } from '../computed/field-environment.js';
import { noteCellsChanged } from '../recompute/pending-changes.js';
import { computedValueSql, rowAlias } from '../recompute/value-sql.js';
import { timeFieldsOf } from './time-fields.js';

// The lowest int4: `id > beforeFirstId` holds for every row.
const beforeFirstId = -2_147_483_648;

/**
 * Recomputes a table's formulas that read the clock (now, today), and through the dependency graph
 * everything reading them, here and in linked tables. Only rows whose value moved are written
 * (`is distinct from`): a today() field writes once a day, not every turn. Short transactions by id
 * range, each under the table's write lock and sized to ~25 ms (ChunkSizer), so requests keep their
 * turns on the embedded engine's one connection; open grids are told to read their window again.
 * Answers how many rows changed.
 */
export async function refreshTimeFormulas(ctx: Pick<AppContext, 'db' | 'bus' | 'settleChange'>, tableId: number, chunks = new ChunkSizer()): Promise<number> {
  let afterId = beforeFirstId;
  let changed = 0;
  for (;;) {
    const limit = chunks.size;
    const started = performance.now();
    const turn = await tableWriteLocks.run(tableId, () =>
      commitChange(ctx, anonymousOrigin, async (trx, emit) => {
        await lockTableInTransaction(trx, tableId);
        const table = await getTableOrThrow(trx, tableId).catch(() => null);
        if (!table) return null;
        const environment = await tableEnvironment(trx, tableId);
        const fields = timeFieldsOf(environment);
        const { rows: [range] } = await sql<{ last: number | null; rows: number }>`
          select max(id) as last, count(*)::int as rows from (select id from ${userTable(tableId)} where id > ${afterId} order by id limit ${limit}) as chunk`.execute(trx);
        if (fields.length === 0 || !range || range.last === null) return null;
        let moved = 0;
        for (const { field, node } of fields) {
          const column = sql.ref(`${rowAlias}.${fieldColumnName(field.id)}`);
          const value = computedValueSql(field, node, environment);
          const id = sql.ref(`${rowAlias}.id`);
          const { rows } = await sql<{ id: number }>`
            update ${userTable(tableId)} as ${sql.id(rowAlias)} set ${sql.id(fieldColumnName(field.id))} = ${value}
            where ${id} > ${afterId} and ${id} <= ${range.last} and ${column} is distinct from (${value})
            returning ${id}`.execute(trx);
          if (rows.length === 0) continue;
          moved += rows.length;
          noteCellsChanged(trx, [field.id], rows.map((row) => Number(row.id)));
        }
        if (moved > 0) emit({ type: 'rows_refreshed', groupId: table.groupId, tableId });
        return { moved, rows: range.rows, last: Number(range.last) };
      }),
    );
    if (!turn) return changed;
    changed += turn.moved;
    chunks.record(turn.rows, performance.now() - started);
    if (turn.rows < limit) return changed;
    afterId = turn.last;
  }
}
