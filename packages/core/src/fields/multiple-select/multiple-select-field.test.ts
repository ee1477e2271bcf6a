import { describe, expect, it } from 'vitest';
import { parseCreateField, parseUpdateField } from '../field-requests.js';
import { fieldTypes } from '../registry.js';
import { multipleSelectOptions } from './multiple-select-field.js';
import { joinOptionValues, splitOptionValues } from './option-list-text.js';

const select = fieldTypes.multiple_select;
const options = multipleSelectOptions.parse({
  select_options: [
    { id: 3, value: 'Apple', color: 'red' },
    { id: 7, value: 'Banana', color: 'light-blue' },
    { id: 9, value: 'Fig, dried', color: 'green' },
  ],
});
const apple = { id: 3, value: 'Apple', color: 'red' };
const banana = { id: 7, value: 'Banana', color: 'light-blue' };

describe('multiple select settings', () => {
  it('take the single select options, and leave an unsent list unset so a change can carry options over', () => {
    expect(parseCreateField({ name: 'Tags', type: 'multiple_select', select_options: [{ value: ' Red ', color: 'red' }] }).options).toEqual({ select_options: [{ value: 'Red', color: 'red' }] });
    expect(parseUpdateField({ type: 'multiple_select' }, 'single_select').options).toEqual({});
  });
});

describe('multiple select cells from the API (the reference’s current rules)', () => {
  it.each([
    [[7, 3], [7, 3]],
    [[3, 3, 7, 3], [3, 7]],
    [['Banana', 3], [7, 3]],
    ['Banana, "Fig, dried"', [7, 9]],
    ['', []],
    [[], []],
    [null, []],
  ] as const)('%j → %j', (input, ids) => {
    expect(select.parseApiValue(input, options)).toEqual({ ok: true, value: ids });
  });

  it('refuses unknown ids first, then unknown values, with the reference’s messages', () => {
    expect(select.parseApiValue([787], options)).toEqual({ ok: false, error: { error: "The provided select option value '787' is not a valid select option.", code: 'invalid_option' } });
    expect(select.parseApiValue([789, 3, 787, 'Nope'], options)).toEqual({
      ok: false,
      error: { error: 'The provided select option values [787, 789] are not valid select options.', code: 'invalid_option' },
    });
    expect(select.parseApiValue(['apple'], options)).toMatchObject({ ok: false, error: { error: "The provided select option value 'apple' is not a valid select option." } });
  });

  it('refuses what is not a list of integers and strings', () => {
    expect(select.parseApiValue(3, options)).toEqual({ ok: false, error: { error: 'Expected a list of items but got type "int".', code: 'not_a_list' } });
    expect(select.parseApiValue([3, 1.5, {}], options)).toMatchObject({
      ok: false,
      detail: { '1': [{ code: 'invalid' }], '2': [{ error: 'The provided value should be a valid integer or string', code: 'invalid' }] },
    });
    expect(select.parseApiValue([true], options)).toMatchObject({ ok: false, detail: { '0': [{ error: 'A valid integer is required.' }] } });
    expect(select.parseApiValue([null], options)).toEqual({ ok: false, error: { error: "The provided value '[None]' is not a valid integer or string.", code: 'invalid_value' } });
  });

  it('bounds a list at 1000 items, since a field has at most 1000 options', () => {
    expect(select.parseApiValue(Array.from({ length: 10_000 }, () => 3), options)).toEqual({
      ok: false,
      error: { error: 'Ensure this field has no more than 1000 elements.', code: 'max_length' },
    });
  });
});

describe('multiple select text forms, paste and typing', () => {
  it('reads as the values joined with ", ", a value with a comma quoted, in the cell’s order', () => {
    expect(select.toText([banana, apple], options)).toBe('Banana, Apple');
    expect(select.toText([9, 3, 42], options)).toBe('"Fig, dried", Apple');
    expect(select.toText([], options)).toBe('');
    expect(select.toText(null, options)).toBe('');
  });

  it('pastes values or ids, ignoring case, dropping what no option is', () => {
    expect(select.fromPaste('banana, APPLE, Cherry, 9', options)).toEqual([7, 3, 9]);
    expect(select.fromPaste(select.toText([9, 7], options), options)).toEqual([9, 7]);
    expect(select.fromPaste('', options)).toEqual([]);
  });

  it('saves the editor’s ids, an id just created included, and refuses unknown values', () => {
    expect(select.fromTyped('7,3,51', options)).toEqual([7, 3, 51]);
    expect(select.validateTyped('7,51', options)).toBeNull();
    expect(select.validateTyped('Cherry', options)).toBe('Option not found');
    expect(select.fromTyped('', options)).toEqual([]);
  });

  it('splits and joins text as CSV does', () => {
    expect(splitOptionValues('a, "b, c" ,d,,"say ""hi""", \\"e')).toEqual(['a', 'b, c', 'd', 'say "hi"', '"e']);
    expect(splitOptionValues(joinOptionValues(['x, y', 'q"r', 'z']))).toEqual(['x, y', 'q"r', 'z']);
  });
});
