import type { FormulaValue } from './function-def.js';

// Reading arguments' values in core's evaluator. Text and number arguments arrive never empty
// (function-def.ts, `keepsNulls`), so these only guard against what SQL would also refuse.

/** A value as text ('' for empty). */
export function asText(value: FormulaValue): string {
  if (value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

/** A value as a number, or null when it is empty or not one. */
export function asNumber(value: FormulaValue): number | null {
  if (value === null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** `Date` of a formula date value (ISO 8601 text, read as UTC), or null when it is none. */
export function asDate(value: FormulaValue): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(/T/.test(value) ? value : `${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A formula date value: `YYYY-MM-DD` for dates, `YYYY-MM-DDTHH:MM:SS.sssZ` for dates with a time. */
export function dateValue(date: Date, includeTime: boolean): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return includeTime ? iso : iso.slice(0, 10);
}
