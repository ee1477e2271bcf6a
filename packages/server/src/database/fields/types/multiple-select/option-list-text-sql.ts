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
 * its position mark, in the text's order; null when none is. Repeats are left for
 * `resolveOptionListPositions`, which may use a subquery.
 *
 * ALTER's USING takes no subquery, so the pieces cannot be walked one by one. They are split once,
 * each option's value is replaced by its mark written ",<mark>" (a piece never starts with a
 * comma: the split takes unquoted commas and a quoted piece starts with its quote), and the marks
 * are picked out with a JSON path. At 1M rows this costs about 2 s for a few options and 15 s for
 * 200, where testing every option against the split text cost 1.6 s an option.
 */
export function optionListFromTextSql(text: Expr, sent: readonly SelectOptionInput[]): Expr {
  if (sent.length === 0) return sql`null::integer[]`;
  let pieces = piecesSql(sql`lower(${text})`);
  sent.forEach((option, position) => {
    if (option.value.startsWith(',')) return;
    const mark = textLiteral(`,${optionPositionMark(position)}`);
    const quoted = textLiteral(`"${option.value.replace(/"/g, '""')}"`);
    pieces = sql`array_replace(array_replace(${pieces}, lower(${textLiteral(option.value)}), ${mark}), lower(${quoted}), ${mark})`;
  });
  const marks = sql`jsonb_path_query_array(to_jsonb(${pieces}), '$[*] ? (@ starts with ",")')`;
  // The marks' JSON text holds only brackets, quotes, spaces, commas, minus signs and digits.
  return sql`nullif(array_remove(string_to_array(translate(${marks}::text, '[]" ', ''), ','), '')::integer[], '{}')`;
}
