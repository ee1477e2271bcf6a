import type { Field } from '@cellar/core';
import type { FormulaFields } from '../formula/useFormulaFields';

/** The link field and linked table's field a lookup or rollup names (`through_field_id`, `target_field_id`), and the fields it may pick from. */
export function useThroughAndTarget(data: FormulaFields, values: Record<string, unknown>): { through: Field | null; target: Field | null; targets: Field[] | undefined } {
  const through = data.fields.find((field) => field.id === values.through_field_id) ?? null;
  const targets = through ? data.linkedFieldsOf(through) : undefined;
  const target = targets?.find((field) => field.id === values.target_field_id) ?? null;
  return { through, target, targets };
}
