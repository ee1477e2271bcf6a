import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '../errors/domain-error.js';
import { registerRequest, updateSettingsRequest } from '../accounts/schemas.js';
import { parseBody } from './parse-body.js';

function detailOf(schema: z.ZodType, input: unknown) {
  try {
    parseBody(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return error.detail;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseBody', () => {
  it.each([
    ['missing', {}, { error: 'This field is required.', code: 'required' }],
    ['null', { name: null }, { error: 'This field may not be null.', code: 'null' }],
    ['blank', { name: '  ' }, { error: 'This field may not be blank.', code: 'blank' }],
    ['too long', { name: 'x'.repeat(33) }, { error: 'Ensure this field has no more than 32 characters.', code: 'max_length' }],
    ['not a string', { name: 12 }, { error: 'Not a valid string.', code: 'invalid' }],
  ])('reports a %s name the way the reference does', (_case, input, expected) => {
    const detail = detailOf(registerRequest, { email: 'a@b.co', password: 'long enough', ...input });
    expect(detail).toEqual({ name: [expected] });
  });

  it('normalises e-mail addresses before checking them', () => {
    const parsed = parseBody(registerRequest, { name: 'A', email: '  Mixed.Case@Example.COM ', password: 'long enough' });
    expect(parsed.email).toBe('mixed.case@example.com');
    expect(parsed.authenticate).toBe(false);
  });

  it('accepts the usual boolean spellings and rejects others', () => {
    expect(parseBody(updateSettingsRequest, { allow_new_signups: 'false' })).toEqual({ allow_new_signups: false });
    expect(parseBody(updateSettingsRequest, { allow_new_signups: 1 })).toEqual({ allow_new_signups: true });
    expect(detailOf(updateSettingsRequest, { allow_new_signups: 'maybe' })).toEqual({
      allow_new_signups: [{ error: 'Must be a valid boolean.', code: 'invalid' }],
    });
  });

  it('reports invalid choices with the offending value', () => {
    const schema = z.object({ permissions: z.enum(['ADMIN', 'MEMBER']) });
    expect(detailOf(schema, { permissions: 'OWNER' })).toEqual({
      permissions: [{ error: '"OWNER" is not a valid choice.', code: 'invalid_choice' }],
    });
  });

  it('keys errors of list items by their index', () => {
    const schema = z.object({ ids: z.array(z.number().int()) });
    expect(detailOf(schema, { ids: [1, 'x'] })).toEqual({
      ids: { '1': [{ error: 'A valid integer is required.', code: 'invalid' }] },
    });
  });

  it('treats a missing body as an empty object', () => {
    expect(detailOf(registerRequest, undefined)).toHaveProperty('name');
  });
});

describe('bodies that are not an object of keys', () => {
  const anything = z.object({ name: z.string().optional() });

  it.each([
    [[], 'list'],
    ['x', 'str'],
    [123, 'int'],
    [1.5, 'float'],
    [true, 'bool'],
  ])('refuses %j as the reference does', (input, typeName) => {
    expect(detailOf(anything, input)).toEqual({ non_field_errors: [{ error: `Invalid data. Expected a dictionary, but got ${typeName}.`, code: 'invalid' }] });
  });

  it('refuses a null body, and reads no body at all as an empty one', () => {
    expect(detailOf(anything, null)).toEqual({ non_field_errors: [{ error: 'This field may not be null.', code: 'null' }] });
    expect(parseBody(anything, undefined)).toEqual({});
  });
});

describe('text no column can hold', () => {
  const names = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

  it('refuses a NUL character wherever it is, at its key', () => {
    expect(detailOf(names, { name: 'a\u0000b' })).toEqual({ name: [{ error: 'Null characters are not allowed.', code: 'null_characters_not_allowed' }] });
    expect(detailOf(names, { name: 'ok', tags: ['fine', '\u0000'] })).toEqual({
      tags: { 1: [{ error: 'Null characters are not allowed.', code: 'null_characters_not_allowed' }] },
    });
  });

  it('refuses lone surrogates, naming the code point, but keeps paired ones', () => {
    expect(detailOf(names, { name: 'x\ud800' })).toEqual({ name: [{ error: 'Surrogate characters are not allowed: U+D800.', code: 'surrogate_characters_not_allowed' }] });
    expect(detailOf(names, { name: '\udfffy' })).toEqual({ name: [{ error: 'Surrogate characters are not allowed: U+DFFF.', code: 'surrogate_characters_not_allowed' }] });
    expect(parseBody(names, { name: 'emoji 😀' })).toEqual({ name: 'emoji 😀' });
  });

  it('checks keys too, even of keys the schema ignores', () => {
    expect(detailOf(names, { name: 'ok', ['bad\u0000key']: 1 })).toEqual({ 'bad\u0000key': [{ error: 'Null characters are not allowed.', code: 'null_characters_not_allowed' }] });
  });

  it('refuses bodies nested far deeper than the call stack allows, as a whole', () => {
    let deep: unknown = 'ok';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(detailOf(names, { name: 'ok', tags: deep })).toEqual({ non_field_errors: [{ error: 'The data may not be nested more than 64 levels deep.', code: 'max_depth' }] });
  });
});

describe('errors inside lists (contract §1.3)', () => {
  const schema = z.object({ ids: z.array(z.number()).optional(), options: z.array(z.object({ value: z.string() })).optional() });

  it('key a plain list by index, and align a list of objects with the input', () => {
    expect(detailOf(schema, { ids: [1, 'x', 3] })).toEqual({ ids: { 1: [{ error: 'A valid integer is required.', code: 'invalid' }] } });
    expect(detailOf(schema, { options: [{ value: 'a' }, { value: 1 }, { value: 'c' }] })).toEqual({
      options: [{}, { value: [{ error: 'Not a valid string.', code: 'invalid' }] }, {}],
    });
  });
});
