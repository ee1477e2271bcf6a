import { describe, expect, it } from 'vitest';
import { ratingField } from './rating-field.js';

const options = ratingField.optionsSchema.parse({ max_value: 5 });

describe('rating cells over the API (the reference\'s integer field, 0…max_value)', () => {
  it.each([
    [3, 3],
    ['4', 4],
    [' 2 ', 2],
    [5.0, 5],
    ['-0', 0],
    [undefined, 0],
  ])('read %j as %j', (input, value) => {
    expect(ratingField.parseApiValue(input, options)).toEqual({ ok: true, value });
  });

  it.each([
    [6, 'Ensure this value is less than or equal to 5.', 'max_value'],
    [-1, 'Ensure this value is greater than or equal to 0.', 'min_value'],
    [null, 'This field may not be null.', 'null'],
    [2.5, 'A valid integer is required.', 'invalid'],
    ['three', 'A valid integer is required.', 'invalid'],
    [true, 'A valid integer is required.', 'invalid'],
  ])('refuse %j', (input, error, code) => {
    expect(ratingField.parseApiValue(input, options)).toEqual({ ok: false, error: { error, code } });
  });

  it('take options with the reference\'s defaults and limits', () => {
    expect(ratingField.optionsSchema.parse({})).toEqual({ max_value: 5, color: 'dark-orange', style: 'star' });
    for (const bad of [{ max_value: 11 }, { max_value: 0 }, { style: 'invalid' }, { style: '' }, { color: '' }, { color: null }]) {
      expect(ratingField.optionsSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('typed and pasted ratings', () => {
  it('set a digit, refuse one above the maximum, and clamp pasted numbers', () => {
    expect(ratingField.validateTyped('3', options)).toBeNull();
    expect(ratingField.validateTyped('7', options)).toBe('At most 5');
    expect(ratingField.fromTyped('0', options)).toBe(0);
    expect(ratingField.fromPaste('9', options)).toBe(5);
    expect(ratingField.fromPaste('2.6', options)).toBe(3);
    expect(ratingField.fromPaste('great', options)).toBe(0);
    expect(ratingField.toText(4, options)).toBe('4');
  });
});
