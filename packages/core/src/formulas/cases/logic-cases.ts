import type { FormulaCase } from '../formula-case.js';
import { booleanField, numberField, textField } from './fields.js';

/** Logic: if's branch types, not. */
export const logicCases: FormulaCase[] = [
  { name: 'if picks the then branch', formula: "if(field('Done'), 'yes', 'no')", fields: [booleanField(true)], expect: { value: 'yes' } },
  { name: 'if unifies number places', formula: 'if(false, 1, 2.50)', expect: { value: '2.50', type: { type: 'number', decimalPlaces: 2 } } },
  { name: 'if with branches of different types gives text', formula: "if(true, 1.5, 'x')", expect: { value: '1.5', type: { type: 'text' } } },
  { name: 'if keeps an empty branch empty', formula: "if(true, field('Name'), 'x')", fields: [textField(null)], expect: { value: null } },
  { name: 'not', formula: "not(field('Done'))", fields: [booleanField(false)], expect: { value: true } },
  { name: 'if over a comparison of an empty number', formula: "if(field('Price') > 0, 'positive', 'not positive')", fields: [numberField(null)], expect: { value: 'not positive' } },
];
