import { describe, expect, it } from 'vitest';
import { parseDecimalText, roundDecimal } from './decimal-text.js';

// Decimal numbers as text: up to 50 digits, never through a float.

describe('parseDecimalText', () => {
  it.each([
    ['-0012.50', { negative: true, whole: '12', fraction: '50' }],
    [' +7 ', { negative: false, whole: '7', fraction: '' }],
    ['.5', { negative: false, whole: '', fraction: '5' }],
    ['000', { negative: false, whole: '', fraction: '' }],
    ['3.', { negative: false, whole: '3', fraction: '' }],
    ['100', { negative: false, whole: '100', fraction: '' }],
  ])('splits %j', (text, parts) => {
    expect(parseDecimalText(text)).toEqual(parts);
  });

  it.each(['', '.', '-', '+.', '1.2.3', '1e5', '0x10', '1 000', '--1'])('refuses %j', (text) => {
    expect(parseDecimalText(text)).toBeNull();
  });
});

describe('roundDecimal', () => {
  const round = (text: string, places: number) => roundDecimal(parseDecimalText(text)!, places);
  it.each([
    ['0.5', 0, '1'],
    ['0.4', 0, '0'],
    ['0.49', 1, '0.5'],
    ['0.44', 1, '0.4'],
    ['9.995', 2, '10.00'],
    ['-9.995', 2, '-10.00'],
    ['-0.4', 0, '0'],
    ['12', 3, '12.000'],
    ['0', 2, '0.00'],
    ['000', 0, '0'],
    ['.05', 1, '0.1'],
    [`${'9'.repeat(50)}.5`, 0, `1${'0'.repeat(50)}`],
  ])('rounds %j to %i places as %j', (text, places, value) => {
    expect(round(text, places)).toBe(value);
  });
});
