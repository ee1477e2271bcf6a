import { booleanFilter } from './boolean/boolean-filter.js';
import { containsFilter, containsNotFilter } from './contains/contains-filter.js';
import {
  dateIsAfterFilter,
  dateIsBeforeFilter,
  dateIsFilter,
  dateIsNotFilter,
  dateIsOnOrAfterFilter,
  dateIsOnOrBeforeFilter,
  dateIsWithinFilter,
} from './date-is/date-is-filter.js';
import { dateEqualFilter, dateNotEqualFilter } from './date-equal/date-equal-filter.js';
import { emptyFilter, notEmptyFilter } from './empty/empty-filter.js';
import { equalFilter, notEqualFilter } from './equal/equal-filter.js';
import { filenameContainsFilter } from './filename-contains/filename-contains-filter.js';
import { filterTypeNames, type AnyFilterType, type FilterTypeName } from './filter-type.js';
import { multipleSelectHasFilter, multipleSelectHasNotFilter } from './multiple-select-has/multiple-select-has-filter.js';
import { higherThanFilter, higherThanOrEqualFilter, lowerThanFilter, lowerThanOrEqualFilter } from './number-compare/number-compare-filter.js';
import { singleSelectEqualFilter, singleSelectNotEqualFilter } from './single-select-equal/single-select-equal-filter.js';

/** Every filter type by name; a complete map, so a new name in filterTypeNames fails to compile until it is here. */
export const filterTypes: { readonly [K in FilterTypeName]: AnyFilterType } = {
  equal: equalFilter,
  not_equal: notEqualFilter,
  filename_contains: filenameContainsFilter,
  contains: containsFilter,
  contains_not: containsNotFilter,
  date_equal: dateEqualFilter,
  date_not_equal: dateNotEqualFilter,
  higher_than: higherThanFilter,
  higher_than_or_equal: higherThanOrEqualFilter,
  lower_than: lowerThanFilter,
  lower_than_or_equal: lowerThanOrEqualFilter,
  single_select_equal: singleSelectEqualFilter,
  single_select_not_equal: singleSelectNotEqualFilter,
  multiple_select_has: multipleSelectHasFilter,
  multiple_select_has_not: multipleSelectHasNotFilter,
  boolean: booleanFilter,
  empty: emptyFilter,
  not_empty: notEmptyFilter,
  date_is: dateIsFilter,
  date_is_not: dateIsNotFilter,
  date_is_before: dateIsBeforeFilter,
  date_is_on_or_before: dateIsOnOrBeforeFilter,
  date_is_after: dateIsAfterFilter,
  date_is_on_or_after: dateIsOnOrAfterFilter,
  date_is_within: dateIsWithinFilter,
};

/** Whether a name is that of an implemented filter type. */
export function isFilterTypeName(name: string): name is FilterTypeName {
  return (filterTypeNames as readonly string[]).includes(name);
}
