import { dateFilterOperators, filterTypes, type DateFilterOperator, type Field } from '@cellar/core';

/** A multi-step date filter's value taken apart: `<time zone>?<value>?<operator>`, as the API stores it. */
export interface DateSteps {
  zone: string;
  value: string;
  operator: DateFilterOperator | null;
}

/** What each operator needs besides itself: a number of periods, a date, or nothing. */
export function operatorInput(operator: DateFilterOperator | null): 'count' | 'date' | null {
  if (operator === 'exact_date') return 'date';
  return operator?.startsWith('nr_') ? 'count' : null;
}

/** An operator's words in the dropdown: `nr_days_ago` → "number of days ago". */
export function operatorLabel(operator: DateFilterOperator): string {
  return operator.replace(/^nr_/, 'number of ').replace(/_/g, ' ');
}

/** The operators a filter type takes: all but `today` for `date_is_within`, as the reference. */
export function operatorsFor(takesToday: boolean): DateFilterOperator[] {
  return dateFilterOperators.filter((operator) => takesToday || operator !== 'today');
}

/** The zone a filter counts days in: the field's forced zone, else the person's own. */
export function personZone(field: Field | undefined): string {
  const forced = field?.date_force_timezone;
  return typeof forced === 'string' && forced !== '' ? forced : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Reads a stored value; one not in the three-part form starts over in the person's zone. */
export function readSteps(stored: string, field: Field | undefined): DateSteps {
  const parts = stored.split('?');
  if (parts.length !== 3) return { zone: personZone(field), value: '', operator: null };
  const [zone, value, operator] = parts as [string, string, string];
  const known = (dateFilterOperators as readonly string[]).includes(operator) ? (operator as DateFilterOperator) : null;
  return { zone: zone === '' ? personZone(field) : zone, value, operator: known };
}

/** The stored form of the steps. */
export function writeSteps(steps: DateSteps): string {
  return `${steps.zone}?${steps.value}?${steps.operator ?? ''}`;
}

/** Why a number of periods cannot be sent (a whole number, possibly negative), or null. */
export function countProblem(text: string): string | null {
  return text.trim() === '' || /^-?\d{1,6}$/.test(text.trim()) ? null : 'Enter a whole number';
}

/** Why a date cannot be sent, read as the date filters read one, or null. */
export function dateProblem(text: string): string | null {
  return text.trim() === '' || !filterTypes.date_equal.parseValue(text, { type: 'date', options: {} }).ignored ? null : 'Enter a date as YYYY-MM-DD';
}
