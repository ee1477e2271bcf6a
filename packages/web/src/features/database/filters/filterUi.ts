import { filterTypeNames, filterTypes, type FieldTypeName, type FilterTypeName } from '@cellar/core';

/** The browser side of a filter type: what the type dropdown says and whether the row asks for a value. */
export interface FilterUi {
  label: string;
  hasValue: boolean;
}

/** Every filter type's browser side; a complete map, so a new type in core fails to compile until it is here. */
export const filterUis: { readonly [K in FilterTypeName]: FilterUi } = {
  contains: { label: 'contains', hasValue: true },
  contains_not: { label: "doesn't contain", hasValue: true },
  empty: { label: 'is empty', hasValue: false },
  not_empty: { label: 'is not empty', hasValue: false },
};

/** The browser side of a stored filter's type; a name core does not know reads as itself, with a value. */
export function filterUiOf(type: string): FilterUi {
  return (filterUis as Record<string, FilterUi | undefined>)[type] ?? { label: type, hasValue: true };
}

/** The filter types that apply to a field type, in core's registration order (spec §7: the first is a new filter's). */
export function compatibleFilterTypes(fieldType: FieldTypeName): FilterTypeName[] {
  return filterTypeNames.filter((name) => filterTypes[name].compatibleFieldTypes.includes(fieldType));
}

