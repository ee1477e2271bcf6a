import type { FormulaCase } from '../formula-case.js';
import { numberField, textField } from './fields.js';

/** Formulas every back end refuses, by kind. */
export const errorCases: FormulaCase[] = [
  { name: 'syntax error', formula: '1 +', expect: { error: 'syntax' } },
  { name: 'unknown function', formula: "uper('a')", expect: { error: 'unknown_function' } },
  { name: 'unknown field', formula: "field('Nope')", expect: { error: 'unknown_field' } },
  { name: 'wrong argument type', formula: "upper(field('Price'))", fields: [numberField('1')], expect: { error: 'type' } },
  { name: 'wrong number of arguments', formula: "upper('a', 'b')", expect: { error: 'type' } },
  { name: 'self reference', formula: "field('Formula') + 1", expect: { error: 'self_reference' } },
  { name: 'a lookup through a field that is not a link', formula: "lookup('Name', 'Amount')", fields: [textField('x')], expect: { error: 'type' } },
  { name: 'too long', formula: `'${'x'.repeat(100_000)}'`, expect: { error: 'too_long' } },
  { name: 'too deep', formula: `${'('.repeat(1000)}1${')'.repeat(1000)}`, expect: { error: 'too_deep' } },
];
