import type { FieldTypeName } from '../../field-type.js';
import type { FilterTypeName } from '../../../filters/filter-type.js';
import { filterTypes } from '../../../filters/registry.js';

// The filters that match one value, in the order tried: the first that takes the field's type is used.
const equalityFilters: readonly FilterTypeName[] = ['equal', 'single_select_equal', 'date_equal'];

/**
 * The filter that shows the rows holding one of the values a refused unique constraint named
 * (ERROR_FIELD_CONSTRAINT's `values`, each in the form the filter takes), or null for a type no
 * such filter takes.
 */
export function duplicateFilterType(type: FieldTypeName): FilterTypeName | null {
  return equalityFilters.find((name) => filterTypes[name].compatibleFieldTypes.includes(type)) ?? null;
}
