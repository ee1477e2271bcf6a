import type { FormulaCase } from '../formula-case.js';
import { numberField } from './fields.js';

/** Number functions: rounding, decimal places. */
export const numberCases: FormulaCase[] = [
  { name: 'round to a literal number of places', formula: 'round(2.345, 2)', expect: { value: '2.35', type: { type: 'number', decimalPlaces: 2 } } },
  { name: 'round half away from zero on negatives', formula: 'round(-2.5, 0)', expect: { value: '-3' } },
  { name: 'round to tens', formula: 'round(1234, -1)', expect: { value: '1230', type: { type: 'number', decimalPlaces: 0 } } },
  { name: 'round of a decimal that floats misprint', formula: 'round(1.005, 2)', expect: { value: '1.01' } },
  { name: 'round with places from a field shows 10 places', formula: "round(3.14159, field('Price'))", fields: [numberField('2', 0)], expect: { value: '3.1400000000' } },
];
