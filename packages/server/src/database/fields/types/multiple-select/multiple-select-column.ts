import { hasSelectOptions, optionsMatching, storedMultipleOptionsOf, type MultipleSelectOptions, type SelectOption } from '@cellar/core';
import { sql } from 'kysely';
import type { ServerFieldType } from '../../server-field-type.js';
import { syncSelectOptions } from '../single-select/select-option-sync.js';
import { deleteFieldSelectOptions } from '../single-select/select-options.repo.js';
import { clearOptionListCells, optionIdArray, resolveOptionListPositions } from './option-list-cells.js';
import { optionListFromTextSql, optionListTextSql } from './option-list-text-sql.js';
import { completeOptionsFromCells } from './options-from-text.js';

// A window of rows is presented with one field record: its options are indexed once for all rows.
const indexes = new WeakMap<MultipleSelectOptions, Map<number, SelectOption>>();
function optionsById(options: MultipleSelectOptions): Map<number, SelectOption> {
  let index = indexes.get(options);
  if (!index) {
    index = new Map(storedMultipleOptionsOf(options).map((option) => [option.id, option]));
    indexes.set(options, index);
  }
  return index;
}

/**
 * Multiple selects. The column is an `integer[]` of option ids in the order they were chosen,
 * null when none are: one row read gives the cell, a write is one statement, and the filters are
 * set tests on the array (`&&`), where the reference joins a relation table per field. No GIN index
 * is kept. Measured on PostgreSQL with 1M rows and an option in 1 of 7 of them, a GIN index halved
 * the count (115 → 55 ms) and a window deep in the matches (160 → 73 ms), but slowed the first
 * window, which the plain scan stops early for (0.5 → 12 ms), costs every row write an index
 * update, and would have to follow every conversion, shadow swap and table rebuild of the column.
 * The options live in `select_options`, kept in step with the settings as a single select's.
 */
export const multipleSelectColumn: ServerFieldType<MultipleSelectOptions> = {
  columnType: () => 'integer[]',
  toDb: (value) => (Array.isArray(value) && value.length > 0 ? value : null),
  fromDb(raw, options) {
    if (!Array.isArray(raw)) return [];
    const byId = optionsById(options);
    return raw.flatMap((id) => {
      const option = byId.get(Number(id));
      return option ? [option] : [];
    });
  },
  toTextSql: (column, options) => optionListTextSql(column, storedMultipleOptionsOf(options)),
  fromTextSql: (text, options) => optionListFromTextSql(text, options.select_options ?? []),
  // A single select's option is kept, with its id, as the list's one item (the reference's conversion).
  fromOtherTypeSql: (column, from) => (from.type === 'single_select' ? sql`case when ${column} is null then null else array[${column}] end` : null),
  // Contract §10.3: an option's value contains the term; the field's own options say which ids match.
  searchSql(column, term, options) {
    const ids = optionsMatching(storedMultipleOptionsOf(options), term).map((option) => option.id);
    return ids.length === 0 ? null : sql`${column} && ${optionIdArray(ids)}`;
  },
  emptySql: (column) => sql`coalesce(cardinality(${column}), 0) = 0`,
  // By the place of the cell's first option in the field's list (issue 32), empty cells as nulls.
  sortSql(column, options) {
    const ids = storedMultipleOptionsOf(options).map((option) => option.id);
    return ids.length === 0 ? sql`null::integer` : sql`array_position(${optionIdArray(ids)}, ${column}[1])`;
  },

  completeChange: (db, from, to, fromText) => completeOptionsFromCells(db, from, to, fromText),
  async afterCreate(ctx, field) {
    field.options = { ...field.options, select_options: await syncSelectOptions(ctx.db, field, field.options.select_options ?? [], clearOptionListCells) };
  },
  // Leaving the select types deletes the options (contract §9.3); a single select keeps them.
  async beforeChange(ctx, from, to) {
    if (!hasSelectOptions(to.type)) await deleteFieldSelectOptions(ctx.db, from.id);
  },
  async afterChange(ctx, from, to) {
    const sent = (to.options as MultipleSelectOptions).select_options ?? [];
    const stored = await syncSelectOptions(ctx.db, to, sent, clearOptionListCells);
    if (!hasSelectOptions(from.type)) await resolveOptionListPositions(ctx.db, to, stored.map((option) => option.id));
    to.options = { ...to.options, select_options: stored };
  },
};
