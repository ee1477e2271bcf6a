/**
 * The part of PostgreSQL's date templates (`to_char`, `to_timestamp`) that formulas use, read the
 * same here so `datetime_format` and `todate` preview what SQL stores. Dates are read and written in
 * UTC. Patterns are matched case-insensitively, longest first; a name's case follows the pattern's
 * (`Month` March, `MONTH` MARCH, `month` march); `FM` before a pattern drops its padding; text in
 * double quotes is copied; anything else is copied as it is.
 */
export type DatePattern = 'YYYY' | 'YY' | 'MONTH' | 'MON' | 'MM' | 'MS' | 'MI' | 'DDD' | 'DD' | 'DAY' | 'DY' | 'D' | 'HH24' | 'HH12' | 'HH' | 'SS' | 'AM' | 'PM' | 'Q';

const patterns: DatePattern[] = ['YYYY', 'YY', 'MONTH', 'MON', 'MM', 'MS', 'MI', 'DDD', 'DD', 'DAY', 'DY', 'D', 'HH24', 'HH12', 'HH', 'SS', 'AM', 'PM', 'Q'];

/** A template's piece: a pattern as written (with `FM`), or text copied as it is. */
export type DateTemplatePart = { pattern: DatePattern; fillMode: boolean; written: string } | { text: string };

/** A template split into patterns and copied text. */
export function readDateTemplate(template: string): DateTemplatePart[] {
  const parts: DateTemplatePart[] = [];
  let index = 0;
  while (index < template.length) {
    if (template[index] === '"') {
      const end = template.indexOf('"', index + 1);
      parts.push({ text: template.slice(index + 1, end === -1 ? template.length : end) });
      index = end === -1 ? template.length : end + 1;
      continue;
    }
    const fillMode = template.slice(index, index + 2).toUpperCase() === 'FM';
    const from = fillMode ? index + 2 : index;
    const pattern = patterns.find((candidate) => template.slice(from, from + candidate.length).toUpperCase() === candidate);
    if (pattern) {
      parts.push({ pattern, fillMode, written: template.slice(from, from + pattern.length) });
      index = from + pattern.length;
    } else {
      parts.push({ text: template[index]! });
      index += 1;
    }
  }
  return parts;
}

/** English names, as PostgreSQL writes and reads them whatever its locale. */
export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A name in the case the pattern was written in: all capitals, all small, or capitalised. */
export function inCaseOf(written: string, name: string): string {
  if (written === written.toUpperCase()) return name.toUpperCase();
  if (written === written.toLowerCase()) return name.toLowerCase();
  return name;
}
