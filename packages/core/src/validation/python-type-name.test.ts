import { describe, expect, it } from 'vitest';
import { pythonTypeName } from './python-type-name.js';

describe('pythonTypeName, the type a reference error message names', () => {
  it.each([
    ['text', 'str'],
    [true, 'bool'],
    [3, 'int'],
    [-0, 'int'],
    [2.5, 'float'],
    [[1], 'list'],
    [{ a: 1 }, 'dict'],
    [null, 'NoneType'],
  ])('names %j as %s', (input, name) => {
    expect(pythonTypeName(input)).toBe(name);
  });
});
