import { gridConstants, type Field, type GridFieldOptions } from '@cellar/core';
import { optionsFor } from './store/fieldOptionsMutation';

/** A shown column: its field, width and x offset from the start of its section. */
export interface GridColumn {
  field: Field;
  width: number;
  left: number;
  /** Its place among the shown fields, the primary field being 0. */
  position: number;
}

/**
 * The grid's columns as assistive technology counts them (`aria-colindex`, from 1): the row
 * number and enlarge control, the shown fields in order, then the add-field column.
 */
export const ariaColumns = {
  details: 1,
  ofField: (column: GridColumn) => column.position + 2,
  count: (layout: GridLayout) => (layout.primary ? 1 : 0) + layout.columns.length + 2,
};

/** Where everything sits horizontally: the fixed left section and the scrolling right one. */
export interface GridLayout {
  primary: GridColumn | null;
  /** Shown non-primary columns in view order. */
  columns: GridColumn[];
  hidden: Field[];
  /** The row number and enlarge button's column, as wide as the table's largest row number needs. */
  detailsWidth: number;
  /** Row details column plus the primary field. */
  leftWidth: number;
  /** Shown columns plus the add-field column. */
  rightWidth: number;
}

/** Fields in column order: by their grid order, then by id (contract §11.5). */
export function orderFields(fields: readonly Field[], options: Readonly<Record<string, GridFieldOptions>>): Field[] {
  return fields.filter((field) => !field.primary).sort((a, b) => optionsFor(options, a.id).order - optionsFor(options, b.id).order || a.id - b.id);
}

// The details cell's parts around the number: 10 px left padding, the enlarge button (13 px icon + 8 px padding)
// and its 5 px right margin; a digit of the 12 px tabular figures is 7.8 px in Chromium (measured), so 8.
const detailsChrome = 10 + 21 + 5;
const digitWidth = 8;

/** The details column's width for a table of `rowCount` rows: its largest number and the enlarge button side by side, never narrower than the contract's. */
export function rowDetailsWidth(rowCount: number): number {
  const digits = String(Math.max(1, Math.floor(rowCount))).length;
  return Math.max(gridConstants.rowDetailsColumnWidth, detailsChrome + digits * digitWidth);
}

/** Lays out the columns; `widths` overrides stored widths while a column is being resized. */
export function layoutColumns(
  fields: readonly Field[],
  options: Readonly<Record<string, GridFieldOptions>>,
  widths: Readonly<Record<number, number>> = {},
  rowCount = 0,
): GridLayout {
  const detailsWidth = rowDetailsWidth(rowCount);
  const widthOf = (field: Field) => Math.max(gridConstants.minFieldWidth, widths[field.id] ?? optionsFor(options, field.id).width);
  const primaryField = fields.find((field) => field.primary);
  const primary = primaryField ? { field: primaryField, width: widthOf(primaryField), left: detailsWidth, position: 0 } : null;
  const ordered = orderFields(fields, options);
  const columns: GridColumn[] = [];
  let left = 0;
  for (const field of ordered) {
    if (optionsFor(options, field.id).hidden) continue;
    columns.push({ field, width: widthOf(field), left, position: columns.length + (primary ? 1 : 0) });
    left += widthOf(field);
  }
  return {
    primary,
    columns,
    hidden: ordered.filter((field) => optionsFor(options, field.id).hidden),
    detailsWidth,
    leftWidth: detailsWidth + (primary?.width ?? 0),
    rightWidth: left + gridConstants.addFieldColumnWidth,
  };
}

/** The columns overlapping [from, to) of the right section, plus any always wanted (e.g. the selected one). */
export function columnsInView(columns: readonly GridColumn[], from: number, to: number, keep?: number): GridColumn[] {
  return columns.filter((column) => (column.left + column.width > from && column.left < to) || column.field.id === keep);
}

/** Every shown field in keyboard order: the primary field first, then the right section. */
export function navigationOrder(layout: GridLayout): Field[] {
  return [...(layout.primary ? [layout.primary.field] : []), ...layout.columns.map((column) => column.field)];
}
