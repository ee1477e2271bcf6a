import { withinRange, type DateIsValue } from '@cellar/core';
import { sql } from 'kysely';
import type { FieldRecord } from '../../fields/fields.repo.js';
import type { Expr } from '../../fields/server-field-type.js';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import { negationOf, type ServerFilterType } from '../server-filter-type.js';

type Range = Extract<DateIsValue, { zone: string }>;

// The cell's day in the value's zone (a date column is its day); core gives the zone's canonical name.
function dayOf(column: Expr, field: FieldRecord, zone: string): Expr {
  const type = serverFieldTypes[field.type];
  return type.zonedDaySql ? type.zonedDaySql(column, field.options, zone) : column;
}

// A filter of the family from its comparison of the day with core's range; a malformed value keeps no row.
function multiStep(condition: (day: Expr, range: Range) => Expr): ServerFilterType<DateIsValue> {
  return {
    conditionSql: (column, value, field) => (value.none ? sql`false` : condition(dayOf(column, field, value.zone), value)),
  };
}

const day = (text: string) => sql`cast(${text} as date)`;

/** `date_is`: the day is in the named days (core's `dayTests.date_is`). */
export const dateIsCondition = multiStep((cell, range) => sql`(${cell} >= ${day(range.lower)} and ${cell} < ${day(range.upper)})`);
/** `date_is_not`: its negation; empty cells match. */
export const dateIsNotCondition = negationOf(dateIsCondition);
/** `date_is_before`: before the named days. */
export const dateIsBeforeCondition = multiStep((cell, range) => sql`${cell} < ${day(range.lower)}`);
/** `date_is_on_or_before`: before their end. */
export const dateIsOnOrBeforeCondition = multiStep((cell, range) => sql`${cell} < ${day(range.upper)}`);
/** `date_is_after`: after them. */
export const dateIsAfterCondition = multiStep((cell, range) => sql`${cell} >= ${day(range.upper)}`);
/** `date_is_on_or_after`: from their start on. */
export const dateIsOnOrAfterCondition = multiStep((cell, range) => sql`${cell} >= ${day(range.lower)}`);
/** `date_is_within`: between today and the named days, whichever comes first. */
export const dateIsWithinCondition = multiStep((cell, range) => {
  const { lower, upper } = withinRange(range);
  return sql`(${cell} >= ${day(lower)} and ${cell} < ${day(upper)})`;
});
