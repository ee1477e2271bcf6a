import { defineFormulaFunction } from '../function-def.js';
import { compareFormulaValues, typeOrdering } from './compare.js';

/** `a < b` over two numbers, texts or dates; false when a date is empty. */
export const lessThan = defineFormulaFunction({
  name: 'less_than',
  category: 'operator',
  signature: 'value < value',
  description: 'Whether the first value is less than the second.',
  example: "field('Due date') < today()",
  arity: { min: 2, max: 2 },
  typeOf: (args) => typeOrdering('less_than', args),
  evaluate: ([a = null, b = null], types) => {
    const order = compareFormulaValues(a, b, types[0]!);
    return order === null ? null : order < 0;
  },
});
