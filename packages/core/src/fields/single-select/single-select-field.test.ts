import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors/domain-error.js';
import { parseCreateField, parseUpdateField } from '../field-requests.js';
import { fieldTypes } from '../registry.js';
import { optionsMatching, randomOptionColor, selectOptionColors } from './select-options.js';
import { optionNamedBy, singleSelectOptions } from './single-select-field.js';

const select = fieldTypes.single_select;
const options = singleSelectOptions.parse({
  select_options: [
    { id: 3, value: 'Apple', color: 'red' },
    { id: 7, value: 'Banana', color: 'light-blue' },
    { id: 9, value: 'apple', color: 'green' },
  ],
});
const apple = { id: 3, value: 'Apple', color: 'red' };

function validationDetail(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.detail;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('single select settings (contract §9.2, §9.6)', () => {
  it('default to no options and keep ids, values and colours in order', () => {
    expect(singleSelectOptions.parse({})).toEqual({ select_options: [] });
    expect(parseCreateField({ name: 'Fruit', type: 'single_select', select_options: [{ value: ' Kiwi ', color: 'green', order: 4 }, { id: 2, value: 'Fig', color: 'dark-red' }] })).toEqual({
      name: 'Fruit',
      type: 'single_select',
      options: { select_options: [{ value: 'Kiwi', color: 'green' }, { id: 2, value: 'Fig', color: 'dark-red' }] },
    });
  });

  it('require a value and a colour on every option, reported per item', () => {
    const detail = validationDetail(() =>
      parseCreateField({ name: 'Fruit', type: 'single_select', select_options: [{ value: 'Kiwi', color: 'green' }, { value: '  ', color: 'x'.repeat(256), id: 'one' }] }),
    );
    // A list of objects is reported aligned with the input, `{}` for the valid items (contract §1.3).
    expect(detail).toEqual({
      select_options: [
        {},
        {
          id: [{ error: 'A valid integer is required.', code: 'invalid' }],
          value: [{ error: 'This field may not be blank.', code: 'blank' }],
          color: [{ error: 'Ensure this field has no more than 255 characters.', code: 'max_length' }],
        },
      ],
    });
    expect(validationDetail(() => parseUpdateField({ select_options: 'Kiwi' }, 'single_select'))).toMatchObject({ select_options: [{ code: 'not_a_list' }] });
    const many = Array.from({ length: 1001 }, (_, index) => ({ value: `Option ${index}`, color: 'red' }));
    expect(validationDetail(() => parseUpdateField({ select_options: many }, 'single_select'))).toMatchObject({ select_options: [{ error: expect.stringContaining('1000') }] });
  });

  it('reset to no options when a field becomes a single select without them', () => {
    expect(parseUpdateField({ type: 'single_select' }, 'text').options).toEqual({ select_options: [] });
    expect(parseUpdateField({ name: 'Renamed' }, 'single_select').options).toEqual({});
  });
});

describe('single select cells from the API (contract §9.4)', () => {
  it.each([
    [null, { ok: true, value: null }],
    ['', { ok: true, value: null }],
    [7, { ok: true, value: 7 }],
    ['3', { ok: true, value: 3 }],
    [4, { ok: false, error: { error: 'Invalid pk "4" - object does not exist.', code: 'does_not_exist' } }],
    ['-3', { ok: false, error: { error: 'Invalid pk "-3" - object does not exist.', code: 'does_not_exist' } }],
    ['Apple', { ok: false, error: { error: 'Incorrect type. Expected pk value, received str.', code: 'incorrect_type' } }],
    [true, { ok: false, error: { error: 'Incorrect type. Expected pk value, received bool.', code: 'incorrect_type' } }],
    [1.5, { ok: false, error: { error: 'Incorrect type. Expected pk value, received float.', code: 'incorrect_type' } }],
    [apple, { ok: false, error: { error: 'Incorrect type. Expected pk value, received dict.', code: 'incorrect_type' } }],
    [[3], { ok: false, error: { error: 'Incorrect type. Expected pk value, received list.', code: 'incorrect_type' } }],
  ] as const)('%j → %j', (input, result) => {
    expect(select.parseApiValue(input, options)).toEqual(result);
  });

  it('refuses every id while the field has no options', () => {
    expect(select.parseApiValue(3, singleSelectOptions.parse({}))).toMatchObject({ ok: false, error: { code: 'does_not_exist' } });
  });
});

describe('single select text forms and paste (spec §5)', () => {
  it('reads as the option value, from the API form or from a chosen id', () => {
    expect(select.toText(apple, options)).toBe('Apple');
    expect(select.toText(7, options)).toBe('Banana');
    expect(select.toText(42, options)).toBe('');
    expect(select.toText(null, options)).toBe('');
  });

  it.each([
    ['7', 7],
    [' 9 ', 9],
    ['42', null],
    ['banana', 7],
    ['APPLE', 3],
    ['Cherry', null],
    ['', null],
  ] as const)('pastes %j as %j', (text, value) => {
    expect(select.fromPaste(text, options)).toBe(value);
  });

  it('names an option by id before value', () => {
    const numbered = singleSelectOptions.parse({ select_options: [{ id: 1, value: '2', color: 'red' }, { id: 2, value: 'two', color: 'blue' }] });
    expect(optionNamedBy('2', numbered)?.value).toBe('two');
    expect(optionNamedBy('1', numbered)?.value).toBe('2');
  });

  it('saves typed text: an option id or value, an id just created, or nothing', () => {
    expect(select.validateTyped('', options)).toBeNull();
    expect(select.fromTyped('', options)).toBeNull();
    expect(select.fromTyped('7', options)).toBe(7);
    expect(select.fromTyped('banana', options)).toBe(7);
    expect(select.validateTyped('51', options)).toBeNull();
    expect(select.fromTyped('51', options)).toBe(51);
    expect(select.validateTyped('Cherry', options)).toBe('Option not found');
    expect(select.fromTyped('Cherry', options)).toBeNull();
  });
});

describe('option colours and search (spec §3, §9)', () => {
  it('are the 15 of the palette, and a new option gets one at random', () => {
    expect(selectOptionColors).toHaveLength(15);
    expect(new Set(selectOptionColors).size).toBe(15);
    expect(randomOptionColor(() => 0)).toBe('light-blue');
    expect(randomOptionColor(() => 0.9999)).toBe('dark-gray');
    expect(selectOptionColors).toContain(randomOptionColor());
  });

  it('finds options whose value contains the query, ignoring case', () => {
    expect(optionsMatching(options.select_options, ' APP ').map((option) => option.id)).toEqual([3, 9]);
    expect(optionsMatching(options.select_options, '')).toHaveLength(3);
    expect(optionsMatching(options.select_options, 'cherry')).toEqual([]);
  });
});
