import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../registry.js';
import { singleSelectOptions } from './single-select-field.js';

// Single select cells at the edges: options not stored yet, blank and padded text.

const select = fieldTypes.single_select;
const options = singleSelectOptions.parse({
  select_options: [
    { id: 3, value: 'Apple', color: 'red' },
    { value: 'Cherry', color: 'dark-red' },
  ],
});

describe('single select cells at the edges', () => {
  it('never names an option that is not stored yet', () => {
    expect(select.fromPaste('Cherry', options)).toBeNull();
    expect(select.validateTyped('Cherry', options)).toBe('Option not found');
  });

  it('reads "" from the API as empty, and names an unknown id without its padding', () => {
    expect(select.parseApiValue('', options)).toEqual({ ok: true, value: null });
    expect(select.parseApiValue(' 9 ', options)).toEqual({ ok: false, error: { error: 'Invalid pk "9" - object does not exist.', code: 'does_not_exist' } });
  });

  it('shows a missing cell as empty', () => {
    expect(select.toText(undefined, options)).toBe('');
  });

  it('reads padded text as the option it names, and blank typed text as fine', () => {
    expect(select.fromPaste('  apple ', options)).toBe(3);
    expect(select.fromTyped(' apple ', options)).toBe(3);
    expect(select.validateTyped('   ', options)).toBeNull();
  });
});
