import type { FormulaCase } from '../formula-case.js';
import { booleanField, dateField, invoicesLink, numberField, textField } from './fields.js';

/** Logic: if's branch types, blanks and empties. */
export const logicCases: FormulaCase[] = [
  { name: 'if picks the then branch', formula: "if(field('Done'), 'yes', 'no')", fields: [booleanField(true)], expect: { value: 'yes' } },
  { name: 'if unifies number places', formula: 'if(false, 1, 2.50)', expect: { value: '2.50', type: { type: 'number', decimalPlaces: 2 } } },
  { name: 'if with branches of different types gives text', formula: "if(true, 1.5, 'x')", expect: { value: '1.5', type: { type: 'text' } } },
  { name: 'if keeps an empty branch empty', formula: "if(true, field('Name'), 'x')", fields: [textField(null)], expect: { value: null } },
  { name: 'if over a comparison of an empty number', formula: "if(field('Price') > 0, 'positive', 'not positive')", fields: [numberField(null)], expect: { value: 'not positive' } },
  { name: 'not', formula: "not(field('Done'))", fields: [booleanField(false)], expect: { value: true } },
  { name: 'and as a function', formula: 'and(true, 1 = 2)', expect: { value: false } },
  { name: 'or as a function', formula: 'or(false, 1 = 1)', expect: { value: true } },
  { name: 'isblank of an empty cell', formula: "isblank(field('Name'))", fields: [textField(null)], expect: { value: true } },
  { name: 'isblank of empty text', formula: "isblank(field('Name'))", fields: [textField('')], expect: { value: true } },
  { name: 'isblank of 0 is false', formula: "isblank(field('Price'))", fields: [numberField('0')], expect: { value: false } },
  { name: 'isblank of an empty date', formula: "isblank(field('Due'))", fields: [dateField(null)], expect: { value: true } },
  { name: 'isblank of no linked rows', formula: "isblank(field('Invoices'))", link: invoicesLink([]), expect: { value: true } },
  { name: 'is_null of empty text is false', formula: "is_null(field('Name'))", fields: [textField('')], expect: { value: false } },
  { name: 'is_null of an empty number', formula: "is_null(field('Price'))", fields: [numberField(null)], expect: { value: true } },
  { name: 'when_empty', formula: "when_empty(field('Name'), 'anonymous')", fields: [textField(null)], expect: { value: 'anonymous' } },
  { name: 'when_empty keeps empty text', formula: "when_empty(field('Name'), 'anonymous')", fields: [textField('')], expect: { value: '' } },
  { name: 'error_to_null passes a value through', formula: "error_to_null(tonumber('x'))", expect: { value: null } },
  { name: 'a boolean comparison with equal', formula: "field('Done') = false", fields: [booleanField(false)], expect: { value: true } },
];
