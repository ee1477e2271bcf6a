import type { DateFilterValue } from '@cellar/core';
import { sql } from 'kysely';
import { serverFieldTypes } from '../../fields/server-field-types.js';
import { negationOf, type ServerFilterType } from '../server-filter-type.js';

/**
 * `date_equal`: the same UTC day for a day value, or on a field without time (a date-time value's
 * UTC date); the same second for a date-time value on a field with time, as a range so an index on
 * the column serves it (a created_on cell has milliseconds). Each type says what its column's UTC
 * day is (a date column is one; a timestamptz, a system time, is not). Core's values are in the
 * API's form, ending in `Z`, so no session time zone takes part.
 */
export const dateEqualCondition: ServerFilterType<DateFilterValue> = {
  conditionSql(column, value, field) {
    const type = serverFieldTypes[field.type];
    if (value.moment !== undefined && field.options.date_include_time === true) {
      return sql`(${column} >= cast(${value.moment} as timestamptz) and ${column} < cast(${value.moment} as timestamptz) + interval '1 second')`;
    }
    const day = (value.moment ?? value.day).slice(0, 10);
    const utcDay = type.utcDaySql ? type.utcDaySql(column, field.options) : column;
    return sql`${utcDay} = cast(${day} as date)`;
  },
};

/** `date_not_equal`: its negation; empty cells match. */
export const dateNotEqualCondition = negationOf(dateEqualCondition);
