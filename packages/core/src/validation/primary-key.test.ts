import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaOf } from '../api-docs/json-schema.js';
import { ValidationError } from '../errors/domain-error.js';
import { linkRowOptions } from '../fields/link-row/link-row-options.js';
import { createTokenRequest } from '../tokens/schemas.js';
import { createViewFilterRequest, updateViewFilterRequest } from '../views/view-filter.js';
import { createViewSortRequest, updateViewSortRequest } from '../views/view-sort.js';
import { parseBody, toValidationDetail } from './parse-body.js';
import { primaryKey } from './primary-key.js';

function detailOf(schema: z.ZodType, input: unknown) {
  try {
    parseBody(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return error.detail;
    throw error;
  }
  return null;
}

const incorrect = (type: string) => [{ error: `Incorrect type. Expected pk value, received ${type}.`, code: 'incorrect_type' }];

describe('primary keys in bodies (DRF PrimaryKeyRelatedField)', () => {
  const body = z.object({ group: primaryKey });

  it('reads integers and strings of one', () => {
    expect(parseBody(body, { group: 7 })).toEqual({ group: 7 });
    expect(parseBody(body, { group: ' 7 ' })).toEqual({ group: 7 });
    expect(parseBody(body, { group: '-3' })).toEqual({ group: -3 });
  });

  it('calls anything else an incorrect type, named as Python names it', () => {
    for (const [input, type] of [['x', 'str'], ['1.5', 'str'], [true, 'bool'], [false, 'bool'], [1.5, 'float'], [[1], 'list'], [{ id: 1 }, 'dict']] as const) {
      expect(detailOf(body, { group: input }), JSON.stringify(input)).toEqual({ group: incorrect(type) });
    }
  });

  it('says required, null (also for ""), and does_not_exist past the integer range', () => {
    expect(detailOf(body, {})).toEqual({ group: [{ error: 'This field is required.', code: 'required' }] });
    expect(detailOf(body, { group: null })).toEqual({ group: [{ error: 'This field may not be null.', code: 'null' }] });
    expect(detailOf(body, { group: '' })).toEqual({ group: [{ error: 'This field may not be null.', code: 'null' }] });
    expect(detailOf(body, { group: 2_147_483_648 })).toEqual({ group: [{ error: 'Invalid pk "2147483648" - object does not exist.', code: 'does_not_exist' }] });
    expect(parseBody(body, { group: 2_147_483_647 })).toEqual({ group: 2_147_483_647 });
  });

  it('is every body key that names a record, documented as an integer', () => {
    expect(detailOf(createTokenRequest, { name: 'T', group: 'x' })).toEqual({ group: incorrect('str') });
    expect(detailOf(createViewFilterRequest, { field: true, type: 'equal' })).toEqual({ field: incorrect('bool') });
    expect(detailOf(updateViewFilterRequest, { field: [1] })).toEqual({ field: incorrect('list') });
    expect(detailOf(createViewSortRequest, { field: 'name' })).toEqual({ field: incorrect('str') });
    expect(parseBody(updateViewSortRequest, { field: '4' })).toEqual({ field: 4 });
    const options = linkRowOptions.safeParse({ link_row_table: 'x' }, { reportInput: true });
    expect(options.success ? null : toValidationDetail(options.error.issues)).toEqual({ link_row_table: incorrect('str') });
    expect(linkRowOptions.parse({ link_row_table: null })).toEqual({ link_row_table: null });
    expect(jsonSchemaOf(createTokenRequest)).toMatchObject({ properties: { group: { type: 'integer' } }, required: ['name', 'group'] });
  });
});
