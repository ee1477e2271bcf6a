import { durationSeconds } from '../../fields/duration/duration-value.js';
import type { DurationFormat } from '../../fields/duration/duration-formats.js';
import type { FilterField } from '../filter-type.js';
import { compareCell, filterDecimal } from './decimal-order.js';

/** The field types whose filter values are numbers: `equal`, `higher_than` and `lower_than` compare them by value. */
export const numericFieldTypes = ['number', 'rating', 'duration', 'autonumber'] as const;

/** A field type compared as a number. */
export type NumericFieldType = (typeof numericFieldTypes)[number];

/** How one numeric type reads a filter's trimmed text (null: ignored) and what number a cell holds. */
interface NumericReading {
  read(text: string, field: FilterField): string | null;
  cell(cell: unknown): unknown;
}

const numericReadings: { readonly [K in NumericFieldType]: NumericReading } = {
  number: { read: filterDecimal, cell: (cell) => cell },
  // Whole numbers only, as the reference's integer column reads a filter value; an unrated cell is 0.
  rating: { read: (text) => (/^[+-]?\d+$/.test(text) ? filterDecimal(text) : null), cell: (cell) => cell ?? 0 },
  // Seconds, or a duration as the field's format reads it ("1:30"), rounded to the format as the reference does.
  duration: {
    read(text, field) {
      const seconds = durationSeconds(text, (field.options.duration_format as DurationFormat | undefined) ?? 'h:mm');
      return typeof seconds === 'number' ? filterDecimal(seconds.toFixed(3)) : null;
    },
    cell: (cell) => cell,
  },
  // Whole numbers, as the reference's integer column reads a filter value; every row has one.
  autonumber: { read: (text) => (/^[+-]?\d+$/.test(text) ? filterDecimal(text) : null), cell: (cell) => cell },
};

/** A numeric filter value as exact decimal text SQL casts, or null when the text is no value of the field. */
export function numericFilterValue(text: string, field: FilterField): string | null {
  return numericReadings[field.type as NumericFieldType].read(text, field);
}

/** How a numeric cell (its API value) compares with a filter's decimal: -1, 0, 1, or null for an empty cell. */
export function compareNumericCell(cell: unknown, value: string, field: FilterField): number | null {
  const reading = numericReadings[field.type as NumericFieldType];
  return compareCell(reading.cell(cell), value);
}
