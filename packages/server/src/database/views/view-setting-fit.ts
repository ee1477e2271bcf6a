import { fieldTypes, filterTypes, isFilterTypeName, type FieldTypeName } from '@cellar/core';

/** Whether a filter type applies to a field type (contract §11.2); a stored name that is no type never does. */
export function filterFitsField(type: string, field: { type: FieldTypeName }): boolean {
  return isFilterTypeName(type) && filterTypes[type].compatibleFieldTypes.includes(field.type);
}

/** Whether a view may sort by a field of this type (contract §11.3: not link_row). */
export function sortFitsField(field: { type: FieldTypeName }): boolean {
  return fieldTypes[field.type].canSort;
}
