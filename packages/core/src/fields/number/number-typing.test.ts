import { describe, expect, it } from 'vitest';
import { numberField, roundedTypedNumber, type NumberOptions, type TypingLocale } from './number-field.js';

const options = (raw: Partial<NumberOptions> & TypingLocale = {}) => ({ ...numberField.optionsSchema.parse({ number_type: 'DECIMAL', number_decimal_places: 2, ...raw }), typing_locale: raw.typing_locale });

describe('a typed number, as the person writes it (issue 38)', () => {
  it('says what it expects instead of a bare "Invalid number"', () => {
    expect(numberField.validateTyped('12,50', options({ typing_locale: 'en-US' }))).toBe('Use “.” for decimals, such as 1234.50');
    expect(numberField.validateTyped('twelve', options())).toBe('Enter a number such as 1234.50');
    expect(numberField.validateTyped('abc', options({ number_separator: 'SPACE_COMMA', number_suffix: ' €' }))).toBe('Enter a number such as 1 234,50 €');
    expect(numberField.validateTyped('abc', options({ number_percent: true }))).toBe('Enter a number such as 25%');
    expect(numberField.validateTyped('x', options({ number_type: 'INTEGER' }))).toBe('Enter a number such as 1234');
  });

  it('takes the decimal comma where the person’s locale writes one, typed or pasted', () => {
    for (const locale of ['de-DE', 'fr', 'nl-NL', 'pt-BR']) {
      expect(numberField.validateTyped('12,50', options({ typing_locale: locale }))).toBeNull();
      expect(numberField.fromTyped('12,5', options({ typing_locale: locale }))).toBe('12.50');
      expect(numberField.fromPaste('-0,25', options({ typing_locale: locale, number_negative: true }))).toBe('-0.25');
    }
    // Not where the field writes thousands with a comma, nor for a locale that writes "12.5", nor several commas.
    expect(numberField.fromTyped('1,234', options({ typing_locale: 'de-DE', number_separator: 'COMMA_PERIOD' }))).toBe('1234.00');
    expect(numberField.fromPaste('12,5', options({ typing_locale: 'en-GB' }))).toBeNull();
    expect(numberField.fromPaste('1,2,3', options({ typing_locale: 'de-DE' }))).toBeNull();
    expect(numberField.fromPaste('12,5', options({ typing_locale: 'not a locale' }))).toBeNull();
  });

  it('tells what a number with more decimals than the field keeps is rounded to', () => {
    const money = options({ number_prefix: '$' });
    expect(roundedTypedNumber('24.567', money)).toBe('$24.57');
    expect(numberField.fromTyped('24.567', money)).toBe('24.57');
    expect(roundedTypedNumber('$24,567', options({ number_prefix: '$', typing_locale: 'de-DE' }))).toBe('$24.57');
    expect(roundedTypedNumber('12.345%', options({ number_percent: true }))).toBe('12%');
    expect(roundedTypedNumber('24.5', money)).toBeNull();
    expect(roundedTypedNumber('24.5000', money)).toBeNull();
    expect(roundedTypedNumber('abc', money)).toBeNull();
  });
});
