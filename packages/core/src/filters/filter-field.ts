import type { FieldTypeName } from '../fields/field-type.js';
import { fieldTypes } from '../fields/registry.js';
import type { AnyFilterType, FilterField } from './filter-type.js';

/**
 * The field a filter sees (issue 34, point 5): a computed field as the stored type of its result
 * (a number formula is a number field with its places, a date formula a date field), any other
 * field as itself. Compatibility, the value's reading and the match (core) and the SQL (server)
 * all take this field, so a formula filters as its stored twin does.
 */
export function filterFieldOf<Field extends FilterField>(field: Field): Field {
  const behaves = fieldTypes[field.type].behavesAs?.(field.options);
  return behaves ? { ...field, type: behaves.type, options: behaves.options } : field;
}

/** Whether a filter type applies to a field, by the type it behaves as. */
export function filterAppliesTo(filter: Pick<AnyFilterType, 'compatibleFieldTypes'>, field: { type: FieldTypeName; options: Record<string, unknown> }): boolean {
  return filter.compatibleFieldTypes.includes(filterFieldOf(field).type);
}
