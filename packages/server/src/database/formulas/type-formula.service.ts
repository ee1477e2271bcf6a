import { parseBody, typeFormulaRequest, type TypeFormulaResult } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../callers/caller.js';
import { presentField } from '../fields/fields.repo.js';
import { getTableForMember } from '../table.policy.js';
import { compileComputed } from './computed/compile-field.js';

// The keys of a formula field's answer besides its id, name, order and type.
const fieldKeys = new Set(['id', 'table_id', 'name', 'order', 'type', 'primary', 'field_constraints']);

/** The reference's type endpoint (api/formula/views.py): a formula typed against a table, saving nothing. */
export function typeFormulaService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    /**
     * What `formula` would be as a field named `name` of the table: its result type and display
     * options, or the reference's refusal (ERROR_WITH_FORMULA explained, ERROR_FIELD_SELF_REFERENCE).
     * Membership first, then the body (a write's order), so an outsider learns nothing.
     */
    async type(caller: Caller, tableId: number, body: unknown): Promise<TypeFormulaResult> {
      await getTableForMember(db, tableId, caller.user.id);
      const request = parseBody(typeFormulaRequest, body);
      const state = await compileComputed(db, { table_id: tableId, name: request.name, type: 'formula', options: { formula: request.formula } }, 'refuse');
      const presented = presentField({ id: 0, table_id: tableId, name: request.name, order: 0, type: 'formula', primary: false, options: state.options });
      return Object.fromEntries(Object.entries(presented).filter(([key]) => !fieldKeys.has(key))) as TypeFormulaResult;
    },
  };
}

/** The type endpoint's service. */
export type TypeFormulaService = ReturnType<typeof typeFormulaService>;
