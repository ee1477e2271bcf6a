import type { FormulaCase } from '../formula-case.js';
import { dateField, numberField, textField } from './fields.js';

/** Operators: precedence as the reference reads it, decimal places, empty operands, division by zero. */
export const operatorCases: FormulaCase[] = [
  { name: 'adds integers', formula: '1 + 2', expect: { value: '3', type: { type: 'number', decimalPlaces: 0 } } },
  { name: 'multiplies before adding', formula: '1 + 2 * 3', expect: { value: '7' } },
  { name: 'parentheses group first', formula: '(1 + 2) * 3', expect: { value: '9' } },
  { name: 'subtracts a negative literal', formula: '5 - -2', expect: { value: '7' } },
  { name: 'keeps the widest decimal places of a sum', formula: '1.5 + 2.25', expect: { value: '3.75', type: { type: 'number', decimalPlaces: 2 } } },
  { name: 'a product keeps the widest places, rounded half away from zero', formula: '1.25 * 1.25', expect: { value: '1.56', type: { type: 'number', decimalPlaces: 2 } } },
  { name: 'divides with 10 decimal places', formula: '1 / 3', expect: { value: '0.3333333333', type: { type: 'number', decimalPlaces: 10 } } },
  { name: 'division by zero is empty', formula: '1 / 0', expect: { value: null } },
  { name: 'an empty number counts as 0 in arithmetic', formula: "field('Price') + 1", fields: [numberField(null)], expect: { value: '1.00' } },
  { name: 'division by an empty number is empty', formula: "10 / field('Price')", fields: [numberField(null)], expect: { value: null } },
  { name: 'adds two texts', formula: "'a' + 'b'", expect: { value: 'ab', type: { type: 'text' } } },
  { name: 'comparison binds looser than arithmetic', formula: '1 + 2 = 3', expect: { value: true, type: { type: 'boolean' } } },
  { name: 'not equal', formula: '1 != 2', expect: { value: true } },
  { name: '<> is not equal', formula: "'a' <> 'a'", expect: { value: false } },
  { name: 'a number equals its text', formula: "1 = '1'", expect: { value: true } },
  { name: 'empty text is not equal to an empty cell', formula: "field('Name') = ''", fields: [textField(null)], expect: { value: false } },
  { name: 'two empty cells are equal', formula: "field('Name') = field('Other')", fields: [textField(null), textField(null, 'Other', 5)], expect: { value: true } },
  { name: 'greater than on numbers', formula: '2.5 > 2', expect: { value: true } },
  { name: 'less than or equal on equal numbers', formula: '2 <= 2.0', expect: { value: true } },
  { name: 'text orders by code point, capitals first', formula: "'B' < 'a'", expect: { value: true } },
  { name: 'dates compare by day', formula: "field('Due') < field('Start')", fields: [dateField('2024-01-31'), dateField('2024-02-01', false, 'Start', 6)], expect: { value: true } },
  { name: 'a comparison with an empty date is false', formula: "field('Due') >= field('Start')", fields: [dateField(null), dateField('2024-02-01', false, 'Start', 6)], expect: { value: false } },
  { name: 'and, or', formula: 'true && false || true', expect: { value: true } },
];
