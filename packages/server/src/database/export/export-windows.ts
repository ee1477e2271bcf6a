import { sql, type QueryResult } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { scalarParsers, type TextParser } from '../../db/type-parsers.js';
import { hasCells } from '../fields/cell-column.js';
import { ChunkSizer, type ChunkLimits } from '../fields/chunk-sizer.js';
import type { FieldRecord } from '../fields/fields.repo.js';
import type { Expr } from '../fields/server-field-type.js';
import { selectList } from '../rows/row-presenter.js';
import type { RawRow } from '../rows/rows.repo.js';
import { fieldColumnName, userTable } from '../tables/user-table-ddl.js';

/**
 * Rows per window of an export in the table's own order: sized so each statement takes ~25 ms, as
 * other long reads and writes are (fields/chunk-sizer.ts), so a /_health or a grid request queued
 * behind one on the embedded engine waits no longer, however busy the machine is.
 */
export const ownOrderWindowLimits: ChunkLimits = { first: 1_000, min: 200, max: 5_000, targetMs: 25 };

// Types whose text form is the value the drivers give (no parser of their own). Not bpchar: its
// ::text drops the padding the drivers keep.
const textTypeOids: ReadonlySet<number> = new Set([25, 1043, 19]);
const asText: TextParser = (text) => text;
// A boolean's ::text is 'true' or 'false' (a cast of its own), not the 't' or 'f' its output gives.
const booleanOid = 16;
const castBoolean: TextParser = (text) => text === 'true';
// An integer[] (a multiple select's options) comes as its JSON array instead, which is the value itself.
const integerArrayOid = 1007;

/** Reads an export's windows in the table's own order; each answers its rows as a read of them would. */
export interface OwnOrderWindows {
  /** The window after `after` (the last row of the previous one; null for the first); the rows asked for, and those read (fewer at the end). */
  read(after: RawRow | null): Promise<{ asked: number; rows: RawRow[] }>;
}

/**
 * Windows of the rows matching `where`, in the table's own order ("order", id: its rows index), each
 * from where the last ended (a keyset, never an OFFSET). A window's cells come back as one JSON text
 * of their text forms, parsed here with the drivers' own parsers (db/type-parsers.ts): a row at a time
 * through the embedded engine's protocol and its worker's message cost three times the CPU of the
 * statement itself (11 s against 4 s for 200k rows of 10 columns). Null when a column's type is one
 * whose value this cannot reproduce from its text (an array): such an export reads rows as the grid does.
 */
export async function ownOrderWindows(db: Executor, tableId: number, columns: FieldRecord[], where: Expr, limits = ownOrderWindowLimits): Promise<OwnOrderWindows | null> {
  const names = ['id', 'order', ...columns.filter(hasCells).map((field) => fieldColumnName(field.id))];
  const types = await columnTypes(db, tableId, columns, names);
  const parsers = types && types.map(parserOf);
  if (!types || !parsers || !parsers.every((parser) => parser !== undefined)) return null;
  const texts = sql.join(names.map((name, index) => (types[index] === integerArrayOid ? sql`to_json(${sql.ref(`w.${name}`)})` : sql`${sql.ref(`w.${name}`)}::text`)));
  const windows = new ChunkSizer(limits);
  return {
    async read(after) {
      const size = windows.size;
      const started = performance.now();
      const start = after ? sql`("order", id) > (${after.order}::numeric, ${after.id}::integer)` : sql`true`;
      const result = await sql<{ cells: string | null }>`select json_agg(json_build_array(${texts}) order by w."order", w.id)::text as cells
        from (select ${selectList(columns)} from ${userTable(tableId)} where ${where} and ${start} order by "order", id limit ${size}) as w`.execute(db);
      const cells = result.rows[0]?.cells;
      if (!cells) return { asked: size, rows: [] };
      windows.record(size, performance.now() - started);
      const rows = (JSON.parse(cells) as (string | null)[][]).map((values) => {
        const row: Record<string, unknown> = {};
        names.forEach((name, index) => {
          const text = values[index];
          row[name] = text === null || text === undefined ? null : parsers[index]!(text);
        });
        return row as RawRow;
      });
      return { asked: size, rows };
    },
  };
}

// The type OID of each selected column, in `names`' order.
async function columnTypes(db: Executor, tableId: number, columns: FieldRecord[], names: string[]): Promise<number[] | null> {
  // Joined on nothing, a select that reads no row still gives one row of nulls typed as its columns.
  const oids = sql.join(names.map((name) => sql`pg_typeof(${sql.ref(`w.${name}`)})::oid::integer as ${sql.id(name)}`));
  const result = await sql<Record<string, number>>`select ${oids} from (select 1) as one
    left join (select ${selectList(columns)} from ${userTable(tableId)} limit 0) as w on true`.execute(db);
  const types = result.rows[0];
  return types ? names.map((name) => Number(types[name])) : null;
}

// How a column of a type comes back as the drivers give it; undefined for a type this cannot reproduce.
function parserOf(oid: number): TextParser | undefined {
  if (oid === booleanOid) return castBoolean;
  if (oid === integerArrayOid) return asText;
  return scalarParsers[oid] ?? (textTypeOids.has(oid) ? asText : undefined);
}

interface CountedChunk {
  rows: number;
  last_order: string | null;
  last_id: number | null;
}

// Counting is far quicker per row than reading a window, so its chunks may hold more rows.
const countChunks: ChunkLimits = { first: 20_000, min: 2_000, max: 200_000, targetMs: 25 };

/**
 * How many rows match `where`, counted in chunks of the table's own order of ~25 ms each: one count of
 * 1M rows held the embedded engine's only connection for 1.6–3.3 s (a loaded machine), /_health waiting.
 */
export async function countInChunks(db: Executor, tableId: number, where: Expr): Promise<number> {
  const chunks = new ChunkSizer(countChunks);
  let count = 0;
  for (let after: { order: string; id: number } | null = null; ; ) {
    const size = chunks.size;
    const started = performance.now();
    const start: Expr = after ? sql`("order", id) > (${after.order}::numeric, ${after.id}::integer)` : sql`true`;
    const result: QueryResult<CountedChunk> = await sql<CountedChunk>`
      with chunk as materialized (select "order", id from ${userTable(tableId)} where ${where} and ${start} order by "order", id limit ${size}),
           last as (select "order", id from chunk order by "order" desc, id desc limit 1)
      select (select count(*)::integer from chunk) as rows, (select "order" from last) as last_order, (select id from last) as last_id`.execute(db);
    const chunk: CountedChunk | undefined = result.rows[0];
    const rows = Number(chunk?.rows ?? 0);
    count += rows;
    if (!chunk || rows < size || chunk.last_order === null || chunk.last_id === null) return count;
    chunks.record(rows, performance.now() - started);
    after = { order: String(chunk.last_order), id: chunk.last_id };
  }
}
