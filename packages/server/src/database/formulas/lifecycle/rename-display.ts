import { findField, presentField, updateFieldRow, type FieldRecord } from '../../fields/fields.repo.js';
import { getTableOrThrow } from '../../table.policy.js';
import { tableEnvironment } from '../computed/field-environment.js';
import { displayText } from '../computed/formula-language.js';
import { edgesInto } from '../graph/dependencies.repo.js';
import type { GraphWrite } from './dependant-refresh.js';

/**
 * A field read by formulas was renamed: each formula reading it shows the new name (its stored
 * text names fields by id, so nothing is computed again; issue 34, names only for display).
 */
export async function renameInDependants(write: GraphWrite, renamed: FieldRecord): Promise<void> {
  const dependants = [...new Set((await edgesInto(write.db, [renamed.id])).map((edge) => edge.dependantId))];
  for (const id of dependants) {
    const field = await findField(write.db, id);
    const stored = field?.options.internal_formula;
    if (!field || field.type !== 'formula' || typeof stored !== 'string') continue;
    const { env } = await tableEnvironment(write.db, field.table_id);
    const formula = displayText(stored, (fieldId, throughId) =>
      throughId === undefined ? env.byId(fieldId)?.name : env.byId(throughId)?.linked?.().byId(fieldId)?.name,
    );
    if (formula === field.options.formula) continue;
    const changed = await updateFieldRow(write.db, { ...field, options: { ...field.options, formula } });
    const table = await getTableOrThrow(write.db, field.table_id).catch(() => null);
    if (table) write.emit({ type: 'field_updated', groupId: table.groupId, tableId: table.id, field: presentField(changed) });
  }
}
