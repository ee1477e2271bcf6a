import { formatDatePart, formatTimePart } from '../date/date-format.js';
import type { SystemDateOptions } from './system-date-options.js';

// The wall clock of a zone as a Date whose UTC parts are that clock, so the date field's UTC formatting applies.
function inZone(date: Date, zone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

/** A timestamp as the field shows it: in UTC or the forced zone, in the date field's order and clock, with the zone when asked. */
export function zonedText(value: string | null, options: SystemDateOptions): string {
  if (!value) return '';
  const instant = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(instant.getTime())) return '';
  const zone = options.date_force_timezone ?? 'UTC';
  const local = inZone(instant, zone);
  const day = formatDatePart(local, options.date_format);
  const text = options.date_include_time ? `${day} ${formatTimePart(local, options.date_time_format)}` : day;
  return options.date_show_tzinfo ? `${text} ${zone}` : text;
}
