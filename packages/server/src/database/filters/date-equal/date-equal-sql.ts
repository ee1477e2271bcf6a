import type { DateFilterValue } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../fields/server-field-type.js';
import { negationOf, type ServerFilterType } from '../server-filter-type.js';

// A field with time stores timestamptz, one without a date: the UTC day of either.
function utcDay(column: Expr, includesTime: boolean): Expr {
  return includesTime ? sql`(${column} at time zone 'UTC')::date` : column;
}

/**
 * `date_equal`: the same UTC day for a day value, or on a field without time (a date-time value's
 * UTC date); the same instant for a date-time value on a field with time. Core's values are in the
 * API's form, ending in `Z`, so no session time zone takes part.
 */
export const dateEqualCondition: ServerFilterType<DateFilterValue> = {
  conditionSql(column, value, field) {
    const includesTime = field.options.date_include_time === true;
    if (value.moment !== undefined && includesTime) return sql`${column} = cast(${value.moment} as timestamptz)`;
    const day = (value.moment ?? value.day).slice(0, 10);
    return sql`${utcDay(column, includesTime)} = cast(${day} as date)`;
  },
};

/** `date_not_equal`: its negation; empty cells match. */
export const dateNotEqualCondition = negationOf(dateEqualCondition);
