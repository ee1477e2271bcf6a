import { fieldTypes, filterAppliesTo, filterTypes, isFilterTypeName, type FieldTypeName } from '@cellar/core';

/** Whether a filter type applies to a field's type (contract §11.2; a computed field's by its result); a stored name that is no type never does. */
export function filterFitsField(type: string, field: { type: FieldTypeName; options: Record<string, unknown> }): boolean {
  return isFilterTypeName(type) && filterAppliesTo(filterTypes[type], field);
}

/** Whether a view may sort by a field of this type (contract §11.3: not link_row). */
export function sortFitsField(field: { type: FieldTypeName }): boolean {
  return fieldTypes[field.type].canSort;
}
