import { describe, expect, it } from 'vitest';
import { numberField, type NumberOptions } from './number-field.js';
import { formatNumber, unformatNumber } from './number-display.js';

const options = (raw: Partial<NumberOptions>) => numberField.optionsSchema.parse({ number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true, ...raw });

describe('a number as people see it (the reference\'s prefix, suffix and separators; Cellar\'s percent)', () => {
  it.each([
    [{}, '1234567.50', '1234567.50'],
    [{ number_separator: 'COMMA_PERIOD' }, '1234567.50', '1,234,567.50'],
    [{ number_separator: 'PERIOD_COMMA' }, '1234567.50', '1.234.567,50'],
    [{ number_separator: 'SPACE_COMMA' }, '-1234.50', '-1 234,50'],
    [{ number_prefix: '$', number_separator: 'COMMA_PERIOD' }, '-1234.50', '-$1,234.50'],
    [{ number_suffix: ' kg' }, '12.00', '12.00 kg'],
    [{ number_percent: true }, '0.25', '25%'],
    [{ number_percent: true, number_decimal_places: 4 }, '0.1234', '12.34%'],
    [{ number_percent: true }, '-1.50', '-150%'],
    [{ number_percent: true }, '0.00', '0%'],
  ] as const)('with %j shows %s as %s', (raw, value, shown) => {
    expect(formatNumber(value, options(raw as Partial<NumberOptions>))).toBe(shown);
  });

  it('reads back what it shows, when typed or pasted', () => {
    const money = options({ number_prefix: '$', number_separator: 'COMMA_PERIOD' });
    expect(unformatNumber('-$1,234.50', money)).toBe('-1234.50');
    expect(numberField.fromPaste('$1,234.5', money)).toBe('1234.50');
    const european = options({ number_separator: 'PERIOD_COMMA', number_suffix: ' €' });
    expect(numberField.fromTyped('1.234,5 €', european)).toBe('1234.50');
    const percent = options({ number_percent: true, number_decimal_places: 4 });
    expect(numberField.fromTyped('12.5%', percent)).toBe('0.1250');
    expect(numberField.fromTyped('12.5', percent)).toBe('0.1250');
    expect(numberField.validateTyped('12,5', options({ number_separator: 'SPACE_COMMA' }))).toBeNull();
    expect(numberField.validateTyped('abc', money)).toBe('Enter a number such as $1,234.50');
  });

  it('keeps the plain number for the API and search', () => {
    const money = options({ number_prefix: '$', number_separator: 'COMMA_PERIOD' });
    expect(numberField.toText('1234.50', money)).toBe('1234.50');
    expect(numberField.toClipboard?.('1234.50', money)).toBe('$1,234.50');
  });
});
