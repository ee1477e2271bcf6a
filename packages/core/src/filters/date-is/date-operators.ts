import { addDays, addMonths, mondayOf, monthStart, yearStart } from './calendar-days.js';

/** The operators of the multi-step date filters, in the reference's order (its DateFilterOperators). */
export const dateFilterOperators = [
  'today',
  'yesterday',
  'tomorrow',
  'one_week_ago',
  'one_month_ago',
  'one_year_ago',
  'this_week',
  'this_month',
  'this_year',
  'next_week',
  'next_month',
  'next_year',
  'nr_days_ago',
  'nr_weeks_ago',
  'nr_months_ago',
  'nr_years_ago',
  'nr_days_from_now',
  'nr_weeks_from_now',
  'nr_months_from_now',
  'nr_years_from_now',
  'exact_date',
] as const;

/** One operator of the multi-step date filters. */
export type DateFilterOperator = (typeof dateFilterOperators)[number];

/** Days from `lower` (inclusive) to `upper` (exclusive), as `YYYY-MM-DD`. */
export interface DayRange {
  lower: string;
  upper: string;
}

type Span = 'day' | 'week' | 'month' | 'year';

// The period of a span that holds `day`, shifted by `offset` periods.
function periodOf(day: string, span: Span, offset = 0): DayRange | null {
  const start = span === 'day' ? day : span === 'week' ? mondayOf(day) : span === 'month' ? monthStart(day) : yearStart(day);
  const step = (from: string, count: number) => (span === 'day' ? addDays(from, count) : span === 'week' ? addDays(from, 7 * count) : addMonths(from, span === 'month' ? count : 12 * count));
  const lower = start === null ? null : step(start, offset);
  const upper = lower === null ? null : step(lower, 1);
  return lower === null || upper === null ? null : { lower, upper };
}

// Each operator: the span of its period, and how many periods from today's (fixed ones), or the sign of
// the person's number of periods (`nr_*`). `exact_date` is the day the value names.
const operatorPeriods: { readonly [K in Exclude<DateFilterOperator, 'exact_date'>]: { span: Span; offset?: number; sign?: 1 | -1 } } = {
  today: { span: 'day', offset: 0 },
  yesterday: { span: 'day', offset: -1 },
  tomorrow: { span: 'day', offset: 1 },
  one_week_ago: { span: 'week', offset: -1 },
  one_month_ago: { span: 'month', offset: -1 },
  one_year_ago: { span: 'year', offset: -1 },
  this_week: { span: 'week', offset: 0 },
  this_month: { span: 'month', offset: 0 },
  this_year: { span: 'year', offset: 0 },
  next_week: { span: 'week', offset: 1 },
  next_month: { span: 'month', offset: 1 },
  next_year: { span: 'year', offset: 1 },
  nr_days_ago: { span: 'day', sign: -1 },
  nr_weeks_ago: { span: 'week', sign: -1 },
  nr_months_ago: { span: 'month', sign: -1 },
  nr_years_ago: { span: 'year', sign: -1 },
  nr_days_from_now: { span: 'day', sign: 1 },
  nr_weeks_from_now: { span: 'week', sign: 1 },
  nr_months_from_now: { span: 'month', sign: 1 },
  nr_years_from_now: { span: 'year', sign: 1 },
};

// Shifts today by a number of periods the way the reference does before it takes the period:
// days and weeks by days, months and years by calendar months (clamped to the month's end).
function shifted(today: string, span: Span, count: number): string | null {
  if (span === 'day') return addDays(today, count);
  if (span === 'week') return addDays(today, 7 * count);
  return addMonths(today, span === 'month' ? count : 12 * count);
}

/**
 * The days an operator names, seen from `today` (in the filter's zone): its period, or for an
 * `nr_*` operator the period `count` periods away. Null when the days fall outside years 1 to 9999.
 */
export function operatorRange(operator: Exclude<DateFilterOperator, 'exact_date'>, today: string, count: number): DayRange | null {
  const { span, offset, sign } = operatorPeriods[operator];
  if (offset !== undefined) return periodOf(today, span, offset);
  const day = shifted(today, span, (sign ?? 1) * count);
  return day === null ? null : periodOf(day, span);
}

/** Whether a string is one of the operators. */
export function isDateFilterOperator(text: string): text is DateFilterOperator {
  return (dateFilterOperators as readonly string[]).includes(text);
}
