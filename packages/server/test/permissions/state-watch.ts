import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';
import { readColumns, readRows, snapshotState, type StateSnapshot } from './state-snapshot.js';

// Reading every table after each of thousands of refused calls (the fuzz suite, the permission
// matrix) cost more than the calls themselves. Test-only triggers advance a sequence on every
// write statement and every DDL command, in any table, including tables created later; a call after
// which the sequence stands still wrote nothing, so the last snapshot is still the state. When it
// moved (a write, or a rolled-back one: sequences ignore rollbacks), the tables whose own sequence
// moved are read again — and every table's columns when a DDL command ran — so nothing a full read
// would see is missed, while an accepted call that wrote one row no longer reads every table (that
// re-read was 40% of the fuzz suite's time).
const installCounter = [
  sql`create sequence if not exists cellar_test_changes`,
  sql`create sequence if not exists cellar_test_ddl_changes`,
  sql`create or replace function cellar_test_changed() returns trigger language plpgsql as $$
    begin
      perform nextval('cellar_test_changes');
      perform nextval(format('cellar_test_t%s', TG_RELID)::regclass);
      return null;
    end $$`,
  sql`create or replace function cellar_test_watch_table(target regclass) returns void language plpgsql as $$
    begin
      execute format('create sequence if not exists cellar_test_t%s', target::oid);
      execute format('create trigger cellar_test_changed after insert or update or delete or truncate on %s for each statement execute function cellar_test_changed()', target);
    end $$`,
  sql`create or replace function cellar_test_ddl() returns event_trigger language plpgsql as $$
    declare command record;
    begin
      perform nextval('cellar_test_changes');
      perform nextval('cellar_test_ddl_changes');
      for command in select * from pg_event_trigger_ddl_commands() where command_tag = 'CREATE TABLE' and object_type = 'table' loop
        perform cellar_test_watch_table(command.objid::regclass);
      end loop;
    end $$`,
  sql`select cellar_test_watch_table(c.oid) from pg_catalog.pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
      and not exists (select from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'cellar_test_changed')`,
  sql`drop event trigger if exists cellar_test_ddl`,
  sql`create event trigger cellar_test_ddl on ddl_command_end execute function cellar_test_ddl()`,
];

/** What the counters said when a snapshot was read: the whole count, the DDL count, and each table's. */
interface Counts {
  changes: string;
  ddl: string;
  tables: Map<string, string>;
}

/** The whole state of a database, read again (table by table) only where something may have written since the last read. */
export class StateWatch {
  private constructor(
    private readonly db: Database,
    private last: { counts: Counts; snapshot: StateSnapshot },
  ) {}

  static async start(db: Database): Promise<StateWatch> {
    for (const statement of installCounter) await statement.execute(db.kysely);
    const counts = await readCounts(db);
    return new StateWatch(db, { counts, snapshot: await snapshotState(db) });
  }

  /** Every table's columns and rows now (the same object as last time when nothing wrote since). */
  async current(): Promise<StateSnapshot> {
    // Counted before reading: a write between the two only makes the next look read again.
    const changes = await changeCount(this.db);
    if (changes === this.last.counts.changes) return this.last.snapshot;
    const counts = await readCounts(this.db);
    const previous = this.last.snapshot;
    const snapshot = counts.ddl === this.last.counts.ddl ? structureOf(previous) : await readColumns(this.db);
    const stale: string[] = [];
    for (const [table, entry] of Object.entries(snapshot)) {
      const before = previous[table];
      const unchanged = before && counts.tables.get(table) === this.last.counts.tables.get(table) && before.columns.join() === entry.columns.join();
      if (unchanged) entry.rows = before.rows;
      else stale.push(table);
    }
    await readRows(this.db, snapshot, stale);
    this.last = { counts, snapshot };
    return snapshot;
  }
}

/** The tables and columns of a snapshot, with no rows. */
function structureOf(snapshot: StateSnapshot): StateSnapshot {
  return Object.fromEntries(Object.entries(snapshot).map(([table, { columns }]) => [table, { columns, rows: [] }]));
}

async function readCounts(db: Database): Promise<Counts> {
  const changes = await changeCount(db);
  const { rows: ddlRows } = await sql<{ count: string }>`select last_value::text || ':' || is_called::text as count from cellar_test_ddl_changes`.execute(db.kysely);
  // Two plain reads joined here: joined in SQL, pg_sequences (a function call per sequence) was read
  // again for every table, 9 s with 400 tables on the embedded engine. A table whose sequence was never
  // advanced has last_value null: written to by nobody yet. The table's oid is part of its count, so a
  // table dropped and made again under its name is read again.
  const { rows: sequences } = await sql<{ name: string; value: string | null }>`
    select sequencename as name, last_value::text as value from pg_catalog.pg_sequences
    where schemaname = current_schema() and sequencename like 'cellar_test_t%'`.execute(db.kysely);
  const values = new Map(sequences.map((sequence) => [sequence.name, sequence.value ?? '']));
  const { rows } = await sql<{ table_name: string; oid: string }>`
    select c.relname as table_name, c.oid::text as oid from pg_catalog.pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'`.execute(db.kysely);
  return { changes, ddl: ddlRows[0]?.count ?? '', tables: new Map(rows.map((row) => [row.table_name, `${row.oid}:${values.get(`cellar_test_t${row.oid}`) ?? ''}`])) };
}

async function changeCount(db: Database): Promise<string> {
  const { rows } = await sql<{ count: string }>`select last_value::text || ':' || is_called::text as count from cellar_test_changes`.execute(db.kysely);
  return rows[0]?.count ?? '';
}
