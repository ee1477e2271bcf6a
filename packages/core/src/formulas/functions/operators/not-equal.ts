import { defineFormulaFunction } from '../function-def.js';
import { compareFormulaValues, equalityWraps, typeEquality } from './compare.js';

/** `a != b`: empty values compare as values (SQL: `IS DISTINCT FROM`), never empty. */
export const notEqual = defineFormulaFunction({
  name: 'not_equal',
  category: 'operator',
  signature: 'value != value',
  description: 'Whether two values differ; an empty value differs from any other.',
  example: "field('Status') != 'Done'",
  arity: { min: 2, max: 2 },
  keepsNulls: true,
  wrapArgs: equalityWraps,
  typeOf: (args) => typeEquality('not_equal', args),
  evaluate: ([a = null, b = null], types) => a === null || b === null ? a !== b : compareFormulaValues(a, b, types[0]!) !== 0,
});
