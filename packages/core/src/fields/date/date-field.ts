import { cellError, defineFieldType, type CellParseResult } from '../field-type.js';
import { formatDatePart, formatTimePart, parseTypedDate, utcDate } from './date-format.js';
import { dateApiDoc } from './date-api-doc.js';
import { dateOptions, type DateOptions } from './date-options.js';
export { dateOptions, type DateOptions } from './date-options.js';

const dateOnly = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const dateTime = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A date value as the API writes it: "2021-07-22", or "2021-07-22T12:45:00Z" with time. */
export function toApiDate(date: Date, includeTime: boolean): string {
  const iso = date.toISOString();
  return includeTime ? `${iso.slice(0, 19)}Z` : iso.slice(0, 10);
}

function parseApiDate(input: unknown, options: DateOptions): CellParseResult<string | null> {
  if (input === null || input === undefined || input === '') return { ok: true, value: null };
  const text = typeof input === 'string' ? input.trim() : '';
  if (!options.date_include_time) {
    const match = dateOnly.exec(text);
    const date = match ? utcDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
    return date ? { ok: true, value: toApiDate(date, false) } : cellError('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
  }
  const match = dateTime.exec(text);
  const local = match ? utcDate(Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6] ?? 0)) : null;
  if (!match || !local) {
    return cellError('Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].');
  }
  return { ok: true, value: toApiDate(new Date(local.getTime() - offsetMinutes(match[7]) * 60_000), true) };
}

// Naive date-times are UTC (contract §16.8).
function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/** A date, with or without a time; shown in UTC in the field's order and clock. */
export const dateField = defineFieldType<DateOptions, string | null>({
  type: 'date',
  label: 'Date',
  canBePrimary: true,
  canSort: true,
  optionsSchema: dateOptions,
  parseApiValue: parseApiDate,
  defaultValue: () => null,
  toText(value, options) {
    if (!value) return '';
    const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
    const day = formatDatePart(date, options.date_format);
    return options.date_include_time ? `${day} ${formatTimePart(date, options.date_time_format)}` : day;
  },
  // Pasted dates are read as ISO; without time only the day is kept.
  fromPaste(text, options) {
    const date = new Date(text.trim());
    if (text.trim() === '' || Number.isNaN(date.getTime())) return null;
    return toApiDate(date, options.date_include_time);
  },
  validateTyped: (text, options) => (text.trim() === '' || parseTypedDate(text, options.date_format) ? null : 'Invalid date'),
  fromTyped(text, options) {
    const date = parseTypedDate(text, options.date_format);
    return date ? toApiDate(date, options.date_include_time) : null;
  },
  apiDoc: dateApiDoc,
});
