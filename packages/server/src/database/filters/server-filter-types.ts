import type { FilterTypeName } from '@cellar/core';
import { containsCondition, containsNotCondition } from './contains/contains-sql.js';
import { emptyCondition, notEmptyCondition } from './empty/empty-sql.js';
import type { ServerFilterType } from './server-filter-type.js';

/** Every filter type's SQL; a complete map over core's names, so `tsc` fails until a new filter has its SQL. */
export const serverFilterTypes: { readonly [K in FilterTypeName]: ServerFilterType<any> } = { // eslint-disable-line @typescript-eslint/no-explicit-any
  contains: containsCondition,
  contains_not: containsNotCondition,
  empty: emptyCondition,
  not_empty: notEmptyCondition,
};
