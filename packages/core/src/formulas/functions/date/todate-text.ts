import { monthNames, readDateTemplate } from './date-patterns.js';

/**
 * A date read from text by a template, as `to_timestamp(text, template)` reads it, or null where
 * SQL raises an error (a field that is not a number, a day past the month's end). Numbers may have
 * fewer digits than their pattern ('2024-1-5' by 'YYYY-MM-DD'); a character between patterns skips
 * one separator of the text; what follows the template's end is ignored.
 */
export function parseDateTemplate(text: string, template: string): Date | null {
  const fields = { year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0, pm: null as boolean | null };
  let index = 0;
  const readNumber = (maxDigits: number): number | null => {
    while (text[index] === ' ') index += 1;
    const match = /^[0-9]+/.exec(text.slice(index, index + maxDigits));
    if (!match) return null;
    index += match[0].length;
    return Number(match[0]);
  };
  for (const part of readDateTemplate(template)) {
    if ('text' in part) {
      for (const char of part.text) {
        if (index < text.length && (text[index] === char || /[^0-9A-Za-z]/.test(text[index]!))) index += 1;
        else if (char !== ' ') return null;
      }
      continue;
    }
    const { pattern } = part;
    if (pattern === 'MONTH' || pattern === 'MON') {
      const rest = text.slice(index).toLowerCase();
      const month = monthNames.findIndex((name) => rest.startsWith(pattern === 'MON' ? name.slice(0, 3).toLowerCase() : name.toLowerCase()));
      if (month === -1) return null;
      fields.month = month + 1;
      index += pattern === 'MON' ? 3 : monthNames[month]!.length;
      continue;
    }
    if (pattern === 'AM' || pattern === 'PM') {
      const marker = text.slice(index, index + 2).toUpperCase();
      if (marker !== 'AM' && marker !== 'PM') return null;
      fields.pm = marker === 'PM';
      index += 2;
      continue;
    }
    const digits = pattern === 'YYYY' ? 4 : pattern === 'DDD' || pattern === 'MS' ? 3 : pattern === 'D' || pattern === 'Q' ? 1 : 2;
    const value = readNumber(digits);
    if (value === null) return null;
    if (pattern === 'YYYY') fields.year = value;
    else if (pattern === 'YY') fields.year = value < 70 ? 2000 + value : 1900 + value;
    else if (pattern === 'MM') fields.month = value;
    else if (pattern === 'DD') fields.day = value;
    else if (pattern === 'HH24' || pattern === 'HH12' || pattern === 'HH') fields.hour = value;
    else if (pattern === 'MI') fields.minute = value;
    else if (pattern === 'SS') fields.second = value;
  }
  if (fields.pm !== null) {
    if (fields.hour < 1 || fields.hour > 12) return null;
    fields.hour = (fields.hour % 12) + (fields.pm ? 12 : 0);
  }
  const { year, month, day, hour, minute, second } = fields;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (year < 100) date.setUTCFullYear(year);
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}
