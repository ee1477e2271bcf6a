import type { FormulaCase } from '../formula-case.js';
import { booleanField, dateField, numberField, textField } from './fields.js';

/** Text functions: empty cells read as '', unicode, long text. */
export const textCases: FormulaCase[] = [
  { name: 'upper', formula: "upper('hello')", expect: { value: 'HELLO' } },
  { name: 'upper of an empty cell is empty text', formula: "upper(field('Name'))", fields: [textField(null)], expect: { value: '' } },
  { name: 'upper of unicode', formula: "UPPER('straße ÿ é')", expect: { value: 'STRASSE Ÿ É' } },
  { name: 'lower', formula: "lower(field('Name'))", fields: [textField('ÉCOLE')], expect: { value: 'école' } },
  { name: 'a field alone keeps its empty value', formula: "field('Name')", fields: [textField(null)], expect: { value: null, type: { type: 'text' } } },
  { name: 'concat of text, number and empty', formula: "concat(field('Name'), ': ', field('Price'), field('Other'))", fields: [textField('Tea'), numberField('3.5'), textField(null, 'Other', 5)], expect: { value: 'Tea: 3.50' } },
  { name: 'concat of a boolean and a date', formula: "concat(field('Done'), ' ', field('Due'))", fields: [booleanField(true), dateField('2024-03-09')], expect: { value: 'true 2024-03-09' } },
  { name: 'totext of a date with a time is UTC', formula: "totext(field('Due'))", fields: [dateField('2024-03-09T23:30:00Z', true)], expect: { value: '2024-03-09 23:30' } },
  { name: 'totext of an empty number is empty text', formula: "totext(field('Price'))", fields: [numberField(null)], expect: { value: '' } },
  { name: 'escaped quotes in strings', formula: "'it\\'s ' + \"say \\\"hi\\\"\"", expect: { value: 'it\'s say "hi"' } },
  { name: 'long text', formula: "upper(field('Name'))", fields: [textField('ab'.repeat(5000))], expect: { value: 'AB'.repeat(5000) } },
];
