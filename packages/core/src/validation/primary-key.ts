import { z } from 'zod';
import { validationMessages as m } from './messages.js';
import { maxRecordId } from './primitives.js';
import { pythonTypeName } from './python-type-name.js';

const integerText = /^\s*[+-]?\d+\s*$/;

/**
 * A primary key as DRF's `PrimaryKeyRelatedField` reads one for Django's integer ids: an integer,
 * or a string of one (Django's `int()`); null for anything else, which is `incorrect_type`.
 * Booleans are refused as DRF does since 3.12 (3.11 looked `true` up as id 1), and so are
 * fractions, which Django would have truncated to another id.
 */
export function readPrimaryKey(input: unknown): number | null {
  if (typeof input === 'number' && Number.isInteger(input)) return input;
  if (typeof input === 'string' && integerText.test(input)) return Number(input);
  return null;
}

/**
 * A body key naming a record by id (a token's `group`, a filter's or sort's `field`, a link's
 * `link_row_table`): DRF's `PrimaryKeyRelatedField` errors, `incorrect_type` for what is not an id,
 * and `does_not_exist` for an id no integer column can hold. Whether the record exists is the
 * service's lookup, which answers `does_not_exist` with the same words.
 */
export const primaryKey = z
  .unknown()
  .transform((input, context): number => {
    const problem = primaryKeyProblem(input);
    if (!problem) return readPrimaryKey(input) as number;
    context.addIssue({ code: 'custom', message: problem.error, params: { code: problem.code } });
    return z.NEVER;
  })
  .meta({ type: 'integer' });

function primaryKeyProblem(input: unknown): { error: string; code: string } | null {
  if (input === undefined) return { error: m.required, code: 'required' };
  // DRF's related fields read "" as null.
  if (input === null || input === '') return { error: m.null, code: 'null' };
  const id = readPrimaryKey(input);
  if (id === null) return { error: m.incorrectPkType(pythonTypeName(input)), code: 'incorrect_type' };
  if (Math.abs(id) > maxRecordId) return { error: m.pkDoesNotExist(input), code: 'does_not_exist' };
  return null;
}
