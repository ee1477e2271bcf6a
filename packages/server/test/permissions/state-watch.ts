import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';
import { snapshotState, type StateSnapshot } from './state-snapshot.js';

// Reading every table after each of thousands of refused calls (the fuzz suite, the permission
// matrix) cost more than the calls themselves. Test-only triggers advance a sequence on every
// write statement and every DDL command, in any table, including tables created later; a call after
// which the sequence stands still wrote nothing, so the last snapshot is still the state. When it
// moved (a write, or a rolled-back one: sequences ignore rollbacks), the whole snapshot is read
// again, so nothing a full read would see is missed.
const installCounter = [
  sql`create sequence if not exists cellar_test_changes`,
  sql`create or replace function cellar_test_changed() returns trigger language plpgsql as $$
    begin perform nextval('cellar_test_changes'); return null; end $$`,
  sql`create or replace function cellar_test_watch_table(target regclass) returns void language plpgsql as $$
    begin
      execute format('create trigger cellar_test_changed after insert or update or delete or truncate on %s for each statement execute function cellar_test_changed()', target);
    end $$`,
  sql`create or replace function cellar_test_ddl() returns event_trigger language plpgsql as $$
    declare command record;
    begin
      perform nextval('cellar_test_changes');
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

/** The whole state of a database, read again only when something may have written since the last read. */
export class StateWatch {
  private constructor(
    private readonly db: Database,
    private last: { changes: string; snapshot: StateSnapshot },
  ) {}

  static async start(db: Database): Promise<StateWatch> {
    for (const statement of installCounter) await statement.execute(db.kysely);
    const changes = await changeCount(db);
    return new StateWatch(db, { changes, snapshot: await snapshotState(db) });
  }

  /** Every table's columns and rows now (the same object as last time when nothing wrote since). */
  async current(): Promise<StateSnapshot> {
    // Counted before reading: a write between the two only makes the next look read again.
    const changes = await changeCount(this.db);
    if (changes !== this.last.changes) this.last = { changes, snapshot: await snapshotState(this.db) };
    return this.last.snapshot;
  }
}

async function changeCount(db: Database): Promise<string> {
  const { rows } = await sql<{ count: string }>`select last_value::text || ':' || is_called::text as count from cellar_test_changes`.execute(db.kysely);
  return rows[0]?.count ?? '';
}
