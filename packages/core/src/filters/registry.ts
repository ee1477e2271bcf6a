import { containsFilter, containsNotFilter } from './contains/contains-filter.js';
import { emptyFilter, notEmptyFilter } from './empty/empty-filter.js';
import { filterTypeNames, type AnyFilterType, type FilterTypeName } from './filter-type.js';

/** Every filter type by name; a complete map, so a new name in filterTypeNames fails to compile until it is here. */
export const filterTypes: { readonly [K in FilterTypeName]: AnyFilterType } = {
  contains: containsFilter,
  contains_not: containsNotFilter,
  empty: emptyFilter,
  not_empty: notEmptyFilter,
};

/** Whether a name is that of an implemented filter type. */
export function isFilterTypeName(name: string): name is FilterTypeName {
  return (filterTypeNames as readonly string[]).includes(name);
}
