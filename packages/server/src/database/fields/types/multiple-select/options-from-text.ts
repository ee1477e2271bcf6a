import { hasSelectOptions, isOptionValue, selectOptionColors, selectOptionLimits, type MultipleSelectOptions, type SelectOptionInput } from '@cellar/core';
import { sql } from 'kysely';
import type { Executor } from '../../../../db/executor.js';
import type { FieldRecord } from '../../fields.repo.js';
import type { Expr } from '../../server-field-type.js';
import { piecesSql, pieceValueSql } from './option-list-text-sql.js';

/**
 * The reference's limit on options made from a column's values: with more distinct values than
 * this, the column is not a list of a few choices, and none are made.
 */
export const newOptionsThreshold = 100;

// The column's distinct pieces, once each ignoring case as first written, in the order rows first hold them; at most `limit`.
async function distinctPieces(db: Executor, field: FieldRecord, text: Expr, limit: number): Promise<string[]> {
  const table = sql.table(`database_table_${field.table_id}`);
  const piece = pieceValueSql(sql.ref('piece'));
  const { rows } = await sql<{ value: string }>`
    select (array_agg(value order by id, place))[1] as value from (
      select ${piece} as value, t.id, piece.place from ${table} as t, unnest(${piecesSql(text)}) with ordinality as piece(piece, place)
      where ${text} is not null) as pieces
    where value <> '' and length(value) <= ${selectOptionLimits.valueMaxLength}
    group by lower(value) order by min(id), min(place) limit ${limit}`.execute(db);
  return rows.map((row) => row.value);
}

/**
 * Completes the options of a field becoming a multiple select. From a single select without a
 * list sent, its options stay, ids and all (as the reference keeps them). From text, each
 * comma-separated value no sent option has becomes a new option, in the order rows first hold
 * them, as the reference's field form offers them: unless there are more than 100 such values.
 */
export async function completeOptionsFromCells(db: Executor, from: FieldRecord, to: FieldRecord, fromText: Expr | null): Promise<FieldRecord> {
  const options = to.options as MultipleSelectOptions;
  if (hasSelectOptions(from.type)) {
    return options.select_options === undefined ? { ...to, options: { ...to.options, select_options: (from.options as MultipleSelectOptions).select_options ?? [] } } : to;
  }
  const sent = options.select_options ?? [];
  if (fromText === null || sent.length >= selectOptionLimits.maxOptions) return { ...to, options: { ...to.options, select_options: sent } };
  const pieces = await distinctPieces(db, from, fromText, newOptionsThreshold + sent.length + 1);
  const fresh = pieces.filter((piece) => !sent.some((option) => isOptionValue(piece, option)));
  const room = selectOptionLimits.maxOptions - sent.length;
  const created: SelectOptionInput[] =
    fresh.length > newOptionsThreshold ? [] : fresh.slice(0, room).map((value, index) => ({ value, color: selectOptionColors[(sent.length + index) % selectOptionColors.length] as string }));
  return { ...to, options: { ...to.options, select_options: [...sent, ...created] } };
}
