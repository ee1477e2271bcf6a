import { joinOptionValues, type SelectOption, type SelectOptionInput } from '@cellar/core';
import { sql } from 'kysely';
import type { Expr } from '../../server-field-type.js';
import { optionPositionMark } from '../single-select/select-option-cells.js';
import { textLiteral } from '../single-select/text-literal.js';

/**
 * Where a comma-separated text splits (the reference's pattern): at a comma outside double
 * quotes, with the spaces around it. ALTER's USING takes no subquery, so a text's pieces are
 * compared as a whole array rather than one by one.
 */
const splitPattern = '\\s*,\\s*(?=(?:[^"]*"[^"]*")*[^"]*$)';

/** A text's comma-separated pieces; a quoted piece keeps its quotes. */
export function piecesSql(text: Expr): Expr {
  return sql`regexp_split_to_array(btrim(${text}), ${textLiteral(splitPattern)})`;
}

/** The pieces' text as `splitOptionValues` (core) reads it: unquoted, outer spaces and quotes trimmed. */
export function pieceValueSql(piece: Expr): Expr {
  return sql`replace(btrim(${piece}, ' "'), '""', '"')`;
}

/**
 * The cells' text (contract §9.3 to text): the values joined with ", " (a value with a comma or a
 * quote quoted), in the field's option order, since without a subquery a list cannot be walked
 * in its own order; null for an empty list.
 */
export function optionListTextSql(column: Expr, options: readonly SelectOption[]): Expr {
  if (options.length === 0) return sql`null::text`;
  const parts = options.map((option) => sql`case when ${sql.lit(option.id)} = any(${column}) then ${textLiteral(joinOptionValues([option.value]))} end`);
  return sql`nullif(concat_ws(', ', ${sql.join(parts)}), '')`;
}

/**
 * A text's options (contract §9.3 from text): each option of the list sent with the change whose
 * value a piece is, ignoring case (a value with a comma quoted, as the text form writes it), as
 * its position mark, in the list's order; null when none is.
 */
export function optionListFromTextSql(text: Expr, sent: readonly SelectOptionInput[]): Expr {
  if (sent.length === 0) return sql`null::integer[]`;
  const pieces = piecesSql(sql`lower(${text})`);
  const marks = sent.map((option, position) => {
    const plain = sql`lower(${textLiteral(option.value)})`;
    const quoted = sql`lower(${textLiteral(`"${option.value.replace(/"/g, '""')}"`)})`;
    return sql`case when ${plain} = any(${pieces}) or ${quoted} = any(${pieces}) then ${sql.lit(optionPositionMark(position))} end`;
  });
  return sql`nullif(array_remove(array[${sql.join(marks)}]::integer[], null), '{}')`;
}
