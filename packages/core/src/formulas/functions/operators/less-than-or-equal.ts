import { defineFormulaFunction } from '../function-def.js';
import { compareFormulaValues, typeOrdering } from './compare.js';

/** `a <= b` over two numbers, texts or dates; false when a date is empty. */
export const lessThanOrEqual = defineFormulaFunction({
  name: 'less_than_or_equal',
  category: 'operator',
  signature: 'value <= value',
  description: 'Whether the first value is less than or equal to the second.',
  example: "field('Amount') <= 100",
  arity: { min: 2, max: 2 },
  typeOf: (args) => typeOrdering('less_than_or_equal', args),
  evaluate: ([a = null, b = null], types) => {
    const order = compareFormulaValues(a, b, types[0]!);
    return order === null ? null : order <= 0;
  },
});
