import { describe, expect, it } from 'vitest';
import { formulaNumberText, roundFormulaNumber } from './number-text.js';

describe('formula numbers as SQL writes them', () => {
  it('rounds half away from zero on the decimal text', () => {
    expect(roundFormulaNumber(1.005, 2)).toBe(1.01);
    expect(roundFormulaNumber(-2.5, 0)).toBe(-3);
    expect(roundFormulaNumber(1250, -2)).toBe(1300);
    expect(roundFormulaNumber(0.1 + 0.2, 10)).toBe(0.3);
  });

  it('writes exactly the places, never a negative zero, every digit of a large number', () => {
    expect(formulaNumberText(3.5, 2)).toBe('3.50');
    expect(formulaNumberText(-0.001, 2)).toBe('0.00');
    expect(formulaNumberText(3e21, 1)).toBe('3000000000000000000000.0');
    expect(formulaNumberText(1e-7, 10)).toBe('0.0000001000');
  });
});
