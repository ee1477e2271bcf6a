import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';

/**
 * The items of a list whose condition is true, the condition read for each linked row:
 * `sum(filter(lookup('Invoices', 'Amount'), lookup('Invoices', 'Paid')))`. The condition is a list
 * of booleans through the same link (or one boolean for all). Usually wrapped in an aggregate.
 */
export const filter = defineFormulaFunction({
  name: 'filter',
  category: 'aggregate',
  signature: 'filter(list, condition)',
  description: 'The values of the linked rows for which the condition is true.',
  example: "sum(filter(lookup('Invoices', 'Amount'), lookup('Invoices', 'Amount') > 100))",
  arity: { min: 2, max: 2 },
  aggregate: true,
  typeOf: (args) => {
    const [list, condition] = args;
    const wrong = checkArguments('filter', ['list'], [list!]);
    if (wrong) return wrong;
    const conditionType = condition?.type === 'array' ? condition.of : condition;
    if (conditionType?.type !== 'boolean') return checkArguments('filter', ['list', 'boolean'], [list!, conditionType!]) ?? { ok: false, error: '`filter` needs a condition', argIndex: 1 };
    return { ok: true, type: list! };
  },
  evaluate: ([list, condition]) => {
    if (!Array.isArray(list)) return [];
    return list.filter((_, index) => (Array.isArray(condition) ? condition[index] === true : condition === true));
  },
});
