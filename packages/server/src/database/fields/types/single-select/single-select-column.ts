import { hasSelectOptions, optionsMatching, storedOptionsOf, type SelectOption, type SingleSelectOptions } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr, ServerFieldType } from '../../server-field-type.js';
import { optionPositionMark, resolveOptionPositions } from './select-option-cells.js';
import { syncSelectOptions } from './select-option-sync.js';
import { deleteFieldSelectOptions } from './select-options.repo.js';
import { textLiteral } from './text-literal.js';
import { textSortSql } from '../text-sort.js';

// A window of rows is presented with one field record: its options are indexed once for all rows.
const indexes = new WeakMap<SingleSelectOptions, Map<number, SelectOption>>();
function optionsById(options: SingleSelectOptions): Map<number, SelectOption> {
  let index = indexes.get(options);
  if (!index) {
    index = new Map(storedOptionsOf(options).map((option) => [option.id, option]));
    indexes.set(options, index);
  }
  return index;
}

/**
 * Single selects: the column holds the option's id; the options live in `select_options`, and
 * the field's settings carry the same list (the field object shows it, and conversions, which
 * may run as DDL, read it as literals). The lifecycle hooks keep both in step in the change's
 * transaction.
 */
export const singleSelectColumn: ServerFieldType<SingleSelectOptions> = {
  columnType: () => 'integer',
  toDb: (value) => value,
  fromDb: (raw, options) => (raw === null || raw === undefined ? null : (optionsById(options).get(Number(raw)) ?? null)),
  // Contract §9.3: to text as the option value.
  toTextSql(column, options) {
    const stored = storedOptionsOf(options);
    if (stored.length === 0) return sql`null::text`;
    return sql`case ${column} ${sql.join(stored.map((option) => sql`when ${sql.lit(option.id)} then ${textLiteral(option.value)}`), sql` `)} end`;
  },
  // Contract §9.3: text names the first option (of those sent with the change) with its value, ignoring case.
  fromTextSql(text, options) {
    const sent = options.select_options;
    if (sent.length === 0) return sql`null::integer`;
    const whens = sent.map((option, position) => sql`when lower(${textLiteral(option.value)}) then ${sql.lit(optionPositionMark(position))}`);
    return sql`case lower(${text}) ${sql.join(whens, sql` `)} end`;
  },
  // Contract §10.3: the option value contains the term; the field's own options say which ids match.
  searchSql(column, term, options) {
    const ids = optionsMatching(storedOptionsOf(options), term).map((option) => option.id);
    return ids.length === 0 ? null : sql`${column} in (${sql.join(ids)})`;
  },
  // `order_by` orders by option id, a view by option value compared as text is (contract §10.3, §11.3).
  sortSql: (column, _options, style): Expr => (style === 'view' ? textSortSql(sql`(select o.value from select_options as o where o.id = ${column})`) : column),

  // The record is given its stored options, ids included, since the field object presents them.
  async afterCreate(ctx, field) {
    field.options = { ...field.options, select_options: await syncSelectOptions(ctx.db, field, field.options.select_options) };
  },
  // A multiple select's cells become their first option, which keeps its id (the reference's conversion).
  fromOtherTypeSql: (column, from) => (from.type === 'multiple_select' ? sql`${column}[1]` : null),

  // Leaving single select deletes the options (contract §9.3), unless the new type keeps them (a
  // multiple select); the conversion reads them from the settings.
  async beforeChange(ctx, from, to) {
    if (!hasSelectOptions(to.type)) await deleteFieldSelectOptions(ctx.db, from.id);
  },
  async afterChange(ctx, from, to) {
    const sent = (to.options as SingleSelectOptions).select_options ?? [];
    const stored = await syncSelectOptions(ctx.db, to, sent);
    if (!hasSelectOptions(from.type)) await resolveOptionPositions(ctx.db, to, stored.map((option) => option.id));
    to.options = { ...to.options, select_options: stored };
  },
};
