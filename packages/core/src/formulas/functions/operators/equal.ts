import { defineFormulaFunction } from '../function-def.js';
import { compareFormulaValues, equalityWraps, typeEquality } from './compare.js';

/** `a = b`: empty values compare as values (SQL: `IS NOT DISTINCT FROM`), never empty. */
export const equal = defineFormulaFunction({
  name: 'equal',
  category: 'operator',
  signature: 'value = value',
  description: 'Whether two values are the same; two empty values are the same.',
  example: "field('Status') = 'Done'",
  arity: { min: 2, max: 2 },
  keepsNulls: true,
  wrapArgs: equalityWraps,
  typeOf: (args) => typeEquality('equal', args),
  evaluate: ([a = null, b = null], types) => a === null || b === null ? a === b : compareFormulaValues(a, b, types[0]!) === 0,
});
