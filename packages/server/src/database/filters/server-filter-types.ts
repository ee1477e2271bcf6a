import type { FilterTypeName } from '@cellar/core';
import { booleanCondition } from './boolean/boolean-sql.js';
import { containsCondition, containsNotCondition } from './contains/contains-sql.js';
import {
  dateIsAfterCondition,
  dateIsBeforeCondition,
  dateIsCondition,
  dateIsNotCondition,
  dateIsOnOrAfterCondition,
  dateIsOnOrBeforeCondition,
  dateIsWithinCondition,
} from './date-is/date-is-sql.js';
import { dateEqualCondition, dateNotEqualCondition } from './date-equal/date-equal-sql.js';
import { emptyCondition, notEmptyCondition } from './empty/empty-sql.js';
import { equalCondition, notEqualCondition } from './equal/equal-sql.js';
import { filenameContainsCondition } from './filename-contains/filename-contains-sql.js';
import { multipleSelectHasCondition, multipleSelectHasNotCondition } from './multiple-select-has/multiple-select-has-sql.js';
import { higherThanCondition, higherThanOrEqualCondition, lowerThanCondition, lowerThanOrEqualCondition } from './number-compare/number-compare-sql.js';
import type { ServerFilterType } from './server-filter-type.js';
import { singleSelectEqualCondition, singleSelectNotEqualCondition } from './single-select-equal/single-select-equal-sql.js';

/** Every filter type's SQL; a complete map over core's names, so `tsc` fails until a new filter has its SQL. */
export const serverFilterTypes: { readonly [K in FilterTypeName]: ServerFilterType<any> } = { // eslint-disable-line @typescript-eslint/no-explicit-any
  equal: equalCondition,
  not_equal: notEqualCondition,
  filename_contains: filenameContainsCondition,
  contains: containsCondition,
  contains_not: containsNotCondition,
  date_equal: dateEqualCondition,
  date_not_equal: dateNotEqualCondition,
  higher_than: higherThanCondition,
  higher_than_or_equal: higherThanOrEqualCondition,
  lower_than: lowerThanCondition,
  lower_than_or_equal: lowerThanOrEqualCondition,
  date_is: dateIsCondition,
  date_is_not: dateIsNotCondition,
  date_is_before: dateIsBeforeCondition,
  date_is_on_or_before: dateIsOnOrBeforeCondition,
  date_is_after: dateIsAfterCondition,
  date_is_on_or_after: dateIsOnOrAfterCondition,
  date_is_within: dateIsWithinCondition,
  single_select_equal: singleSelectEqualCondition,
  single_select_not_equal: singleSelectNotEqualCondition,
  multiple_select_has: multipleSelectHasCondition,
  multiple_select_has_not: multipleSelectHasNotCondition,
  boolean: booleanCondition,
  empty: emptyCondition,
  not_empty: notEmptyCondition,
};
