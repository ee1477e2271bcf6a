import { sql } from 'kysely';
import type { Expr } from '../../server-field-type.js';

/**
 * A person's text as an SQL string literal, for conversions, which may run inside DDL where no
 * bind parameter is allowed. An escape string with every backslash doubled and every quote
 * doubled reads back as exactly the text whatever `standard_conforming_strings` says, so the
 * text can never end the literal. Core refuses NUL, which PostgreSQL text cannot hold.
 */
export function textLiteral(text: string): Expr {
  return sql.raw(`E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`);
}
