import { describe, expect, it } from 'vitest';
import { readTokenPermissions } from './token-permissions.js';

const all = { create: true, read: true, update: true, delete: true };
const codeOf = (input: unknown) => {
  const read = readTokenPermissions(input);
  return read.ok ? 'ok' : read.problem.code;
};

describe('readTokenPermissions', () => {
  it('takes booleans and lists of database and table pairs, keeping their order', () => {
    const input = { create: [['table', 2], ['database', 1]], read: false, update: [], delete: true };
    expect(readTokenPermissions(input)).toEqual({ ok: true, value: input });
  });

  it.each([
    ['a missing key', { create: true, read: true, update: true }, 'invalid_key'],
    ['an extra key', { ...all, admin: true }, 'invalid_key'],
    ['a list', [true, true, true, true], 'invalid_key'],
    ['null', null, 'invalid_key'],
    ['a string', 'create,read', 'invalid_key'],
    ['four keys, one of them not an operation', { create: true, read: true, update: true, admin: true }, 'invalid_key'],
    ['a string value', { ...all, read: 'true' }, 'invalid_value'],
    ['a number value', { ...all, read: 0 }, 'invalid_value'],
    ['a short pair', { ...all, read: [['table']] }, 'invalid_value'],
    ['a flat pair', { ...all, read: ['table', 1] }, 'invalid_value'],
    ['a pair of three', { ...all, read: [['table', 1, 2]] }, 'invalid_value'],
    ['a pair that only looks like a list', { ...all, read: [{ 0: 'table', 1: 1, length: 2 }] }, 'invalid_value'],
    ['a pair whose type is not text', { ...all, read: [[1, 1]] }, 'invalid_value'],
    ['a text id', { ...all, read: [['table', '1']] }, 'invalid_value'],
    ['a boolean id', { ...all, read: [['table', true]] }, 'invalid_value'],
    ['an id no record can have', { ...all, read: [['table', 2 ** 31]] }, 'invalid_value'],
    ['another type', { ...all, read: [['view', 1]] }, 'invalid_instance_type'],
  ])('refuses %s', (_name, input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it('takes the largest id a record can have', () => {
    expect(codeOf({ ...all, read: [['table', 2 ** 31 - 1]] })).toBe('ok');
  });
});
