import type { FieldTypeName } from '../fields/field-type.js';
import { fieldTypes } from '../fields/registry.js';
import { filterFieldOf } from '../filters/filter-field.js';
import { isPlainNumberText, spreadsheetSafeText } from './spreadsheet-safe.js';

/** A field as an export reads it: its type and stored options. */
export interface ExportedField {
  type: FieldTypeName;
  options: Record<string, unknown>;
}

/** The types whose cells are numbers a spreadsheet should be able to add up (a formula counts by its result). */
const numericTypes: ReadonlySet<FieldTypeName> = new Set(['number', 'rating', 'autonumber', 'count']);

/**
 * How one field's cells are written to a file: as text the way the grid copies them (the type's
 * `toText`, or `toExportText` where a file needs other words), and whether they are numbers.
 * Options are parsed once per field, not per cell.
 */
export interface CellExporter {
  /** The cell's text: a select's value, a link's primary values joined, a date in the field's format. */
  text(value: unknown): string;
  /** The cell's text made spreadsheet-safe, as a CSV file holds it (a number keeps its decimals: "5.00"). */
  safeText(value: unknown): string;
  /** The cell as a spreadsheet cell: a number for a numeric field's plain number, else spreadsheet-safe text. */
  spreadsheet(value: unknown): string | number | null;
  /**
   * The cell in a JSON export (the reference's rich export values): a number as a number, a boolean as
   * itself, a list (links, options) as the list of its items' values, files as their names and URLs,
   * anything else as its text.
   */
  json(value: unknown): unknown;
}

/** The exporter of a field's cells. */
export function cellExporter(field: ExportedField): CellExporter {
  const type = fieldTypes[field.type];
  const parsed = type.optionsSchema.safeParse(field.options);
  const options = (parsed.success ? parsed.data : field.options) as object;
  const toText = type.toExportText ?? type.toText;
  const numeric = numericTypes.has(filterFieldOf({ type: field.type, options: field.options }).type);
  const text = (value: unknown) => toText(value, options);
  return {
    text,
    safeText: (value) => spreadsheetSafeText(text(value)),
    spreadsheet(value) {
      if (value === null || value === undefined) return null;
      const written = text(value);
      if (numeric && isPlainNumberText(written)) {
        const number = Number(written);
        // Past 15 significant digits a spreadsheet number would round: such a number stays text.
        if (Number.isFinite(number) && String(number) === written.replace(/\.?0+$/, '').replace(/^-0$/, '0')) return number;
      }
      return spreadsheetSafeText(written);
    },
    json(value) {
      if (value === null || value === undefined) return numeric ? null : text(value);
      if (typeof value === 'boolean') return value;
      if (Array.isArray(value)) return value.map(listItemJson);
      const written = text(value);
      return numeric && isPlainNumberText(written) ? Number(written) : written;
    },
  };
}

// An item of a list cell: a linked row or an option by its value, a file by its name and URL.
function listItemJson(item: unknown): unknown {
  if (item === null || typeof item !== 'object') return item;
  const record = item as Record<string, unknown>;
  if ('visible_name' in record) return { visible_name: record.visible_name, url: record.url ?? null };
  if ('value' in record) return Array.isArray(record.value) ? record.value.map(listItemJson) : record.value;
  return record.name ?? null;
}
