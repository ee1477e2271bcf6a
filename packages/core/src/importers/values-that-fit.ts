import type { FieldBody, RejectedImportLine } from '../database/endpoints.js';
import { truthyWords } from '../fields/boolean/boolean-field.js';
import { parseDateInOrder } from '../fields/date/date-format.js';
import type { DateFormat } from '../fields/date/date-format.js';
import { maxWholeDigits } from '../fields/number/number-options.js';
import { splitOptionValues } from '../fields/multiple-select/option-list-text.js';
import { isValidEmail, isValidUrl } from '../fields/patterns.js';
import type { ImportedColumnBodies, ImportedColumnType, ValuesNotFitting } from './imported-column-types.js';

/** The choices, worded for the importer's preview, in the order it offers them. */
export const valuesNotFittingChoices: readonly { value: ValuesNotFitting; label: string }[] = [
  { value: 'empty', label: 'Import the row with the cell empty' },
  { value: 'report', label: 'Leave the row out and list it in the report' },
];

/** How many rejected lines an import's report lists; the count covers them all. */
export const importReportMaxLines = 1_000;

// What the conversion to a boolean reads (contract §9.3): its truthy words, and the words that clearly mean no.
// Any other text would silently become false, so it does not fit.
const booleanWords = new Set([...truthyWords, 'n', 'f', 'no', 'false', 'off', '0']);
// The number conversion's pattern (contract §9.3), as the server's SQL writes it.
const convertibleNumber = new RegExp(`^[+-]?\\d{1,${maxWholeDigits}}(?:\\.\\d+)?$`);
// How a date of each order is written, for the report.
const datePatterns: { readonly [F in DateFormat]: string } = { ISO: 'YYYY-MM-DD', EU: 'DD/MM/YYYY', US: 'MM/DD/YYYY' };
// A date that starts with a four-digit year reads as ISO in any field order.
const isoStart = /^\d{4}[-/.]/;
// A value quoted in a report line is cut to this many characters.
const quotedMaxLength = 40;

/** Why a value does not fit a column of this type, as a sentence's predicate, or null when it fits. */
type FitCheck = (value: string) => string | null;

const fitChecks: { readonly [T in ImportedColumnType]: (body: FieldBody) => FitCheck } = {
  text: () => () => null,
  long_text: () => () => null,
  number: () => (value) => (convertibleNumber.test(value.trim()) ? null : 'is not a number'),
  boolean: () => (value) => (booleanWords.has(value.trim().toLowerCase()) ? null : 'is not yes or no'),
  date: (body) => {
    const format = (body.date_format as DateFormat | undefined) ?? 'EU';
    // The conversion reads the field's order, then falls back on the database's own reading, which always takes ISO dates.
    const fits = (value: string) => parseDateInOrder(value, format) !== null || (isoStart.test(value) && parseDateInOrder(value, 'ISO') !== null);
    return (value) => (fits(value.trim()) ? null : `is not a date (${datePatterns[format]})`);
  },
  email: () => (value) => (isValidEmail(value.trim()) ? null : 'is not an e-mail address'),
  url: () => (value) => (isValidUrl(value.trim()) ? null : 'is not a URL'),
  single_select: (body) => {
    const options = Array.isArray(body.select_options) ? (body.select_options as { value?: unknown }[]) : [];
    // The conversion matches an option ignoring case (contract §9.3).
    const known = new Set(options.map((option) => String(option.value ?? '').toLowerCase()));
    return (value) => (known.has(value.toLowerCase()) ? null : 'is not one of the options');
  },
  multiple_select: (body) => {
    const options = Array.isArray(body.select_options) ? (body.select_options as { value?: unknown }[]) : [];
    const known = new Set(options.map((option) => String(option.value ?? '').toLowerCase()));
    // Each comma-separated value must be an option, as the conversion matches them ignoring case.
    return (value) => (splitOptionValues(value).every((piece) => known.has(piece.toLowerCase())) ? null : 'is not a list of the options');
  },
};

/**
 * Checks rows of imported cells against the columns' types: answers why a row does not fit, e.g.
 * 'Column "Price": "abc" is not a number.', or null. An empty cell always fits.
 */
export function importedRowCheck(bodies: ImportedColumnBodies, columnNames: readonly string[]): (cells: readonly string[]) => string | null {
  const checks = Object.entries(bodies)
    .map(([index, body]) => ({ index: Number(index), check: fitChecks[body.type](body) }))
    .sort((a, b) => a.index - b.index);
  return (cells) => {
    for (const { index, check } of checks) {
      const value = cells[index] ?? '';
      if (value.trim() === '') continue;
      const problem = check(value);
      if (problem) return `Column ${JSON.stringify(columnNames[index] || `Field ${index + 1}`)}: ${quoted(value)} ${problem}.`;
    }
    return null;
  };
}

/**
 * Leaves out the rows of in-browser data that do not fit their columns' types, keeping the
 * header: the rows left and the report of the others, numbered as lines of the input.
 */
export function withoutRowsNotFitting(
  data: readonly string[][],
  firstRowHeader: boolean,
  bodies: ImportedColumnBodies,
): { data: string[][]; rejected: number; report: RejectedImportLine[] } {
  const names = firstRowHeader ? (data[0] ?? []) : [];
  const check = importedRowCheck(bodies, names);
  const kept: string[][] = firstRowHeader && data[0] ? [data[0]] : [];
  const report: RejectedImportLine[] = [];
  let rejected = 0;
  for (const [index, row] of data.entries()) {
    if (firstRowHeader && index === 0) continue;
    const problem = check(row);
    if (problem === null) {
      kept.push(row);
      continue;
    }
    rejected += 1;
    if (report.length < importReportMaxLines) report.push({ line: index + 1, error: problem });
  }
  return { data: kept, rejected, report };
}

function quoted(value: string): string {
  return JSON.stringify(value.length > quotedMaxLength ? `${value.slice(0, quotedMaxLength)}…` : value);
}
