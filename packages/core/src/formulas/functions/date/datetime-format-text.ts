import { dayNames, inCaseOf, monthNames, readDateTemplate, type DatePattern } from './date-patterns.js';

const pad = (value: number, width: number, fillMode: boolean) => (fillMode ? String(value) : String(value).padStart(width, '0'));

function dayOfYear(date: Date): number {
  return Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

function formatPattern(date: Date, pattern: DatePattern, written: string, fillMode: boolean): string {
  const hours = date.getUTCHours();
  switch (pattern) {
    case 'YYYY':
      return pad(date.getUTCFullYear(), 4, fillMode);
    case 'YY':
      return pad(date.getUTCFullYear() % 100, 2, fillMode);
    case 'MONTH': {
      const name = inCaseOf(written, monthNames[date.getUTCMonth()]!);
      return fillMode ? name : name.padEnd(9, ' ');
    }
    case 'MON':
      return inCaseOf(written, monthNames[date.getUTCMonth()]!.slice(0, 3));
    case 'MM':
      return pad(date.getUTCMonth() + 1, 2, fillMode);
    case 'MS':
      return pad(date.getUTCMilliseconds(), 3, fillMode);
    case 'MI':
      return pad(date.getUTCMinutes(), 2, fillMode);
    case 'DDD':
      return pad(dayOfYear(date), 3, fillMode);
    case 'DD':
      return pad(date.getUTCDate(), 2, fillMode);
    case 'DAY': {
      const name = inCaseOf(written, dayNames[date.getUTCDay()]!);
      return fillMode ? name : name.padEnd(9, ' ');
    }
    case 'DY':
      return inCaseOf(written, dayNames[date.getUTCDay()]!.slice(0, 3));
    case 'D':
      return String(date.getUTCDay() + 1);
    case 'HH24':
      return pad(hours, 2, fillMode);
    case 'HH12':
    case 'HH':
      return pad(hours % 12 === 0 ? 12 : hours % 12, 2, fillMode);
    case 'SS':
      return pad(date.getUTCSeconds(), 2, fillMode);
    case 'AM':
    case 'PM':
      return inCaseOf(written, hours < 12 ? 'AM' : 'PM');
    case 'Q':
      return String(Math.floor(date.getUTCMonth() / 3) + 1);
  }
}

/** A date as `to_char(date AT TIME ZONE 'UTC', template)` writes it, trimmed as the reference's `datetime_format` is. */
export function formatDateTemplate(date: Date, template: string): string {
  return readDateTemplate(template)
    .map((part) => ('text' in part ? part.text : formatPattern(date, part.pattern, part.written, part.fillMode)))
    .join('')
    .trim();
}
