import { formulaFunctions, type TypedNode } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { FieldRecord } from '../../fields/fields.repo.js';
import { computedTypeNames } from '../computed/computed-formulas.js';
import type { TableEnvironment } from '../computed/field-environment.js';
import { typedFormulaOf } from '../recompute/typed-formula.js';

/** Whether a typed formula calls a function whose value changes with time alone (now, today). */
export function readsTheClock(node: TypedNode): boolean {
  if (node.kind !== 'call') return false;
  const fn = (formulaFunctions as Record<string, { changesWithTime?: true } | undefined>)[node.name];
  return fn?.changesWithTime === true || node.args.some(readsTheClock);
}

/**
 * The tables holding computed fields whose stored formula may read the clock: a cheap text match on
 * the stored formula (`now(`, `today(`), confirmed by typing it (timeFieldsOf). Fields and tables in
 * the trash are left out: nobody reads them until they are restored, which recomputes them.
 */
export async function tablesWithTimeFormulas(db: Executor, onlyTableId?: number): Promise<number[]> {
  const only = onlyTableId === undefined ? sql`` : sql`and f.table_id = ${onlyTableId}`;
  const { rows } = await sql<{ table_id: number }>`
    select distinct f.table_id from database_fields f join database_tables t on t.id = f.table_id
    where f.type in (${sql.join([...computedTypeNames])}) and not f.trashed and not t.trashed ${only}
      and f.options->>'internal_formula' ~* '(now|today)\\s*\\('`.execute(db);
  return rows.map((row) => Number(row.table_id));
}

/** A table's computed fields whose formula reads the clock (their dependants follow through the graph). */
export function timeFieldsOf(environment: TableEnvironment): { field: FieldRecord; node: TypedNode }[] {
  return environment.fields.flatMap((field) => {
    if (!(computedTypeNames as readonly string[]).includes(field.type)) return [];
    const node = typedFormulaOf(field, environment);
    return node && readsTheClock(node) ? [{ field, node }] : [];
  });
}
