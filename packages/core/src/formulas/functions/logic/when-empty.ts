import { describeFormulaType } from '../../formula-type.js';
import { defineFormulaFunction } from '../function-def.js';
import { checkArguments, widestNumber } from '../typing.js';

/** The first value, or the second when the first is empty (SQL `coalesce`; '' is a value, as in the reference). */
export const whenEmpty = defineFormulaFunction({
  name: 'when_empty',
  category: 'logic',
  signature: 'when_empty(value, fallback)',
  description: 'The value, or the fallback when the value is empty.',
  example: "when_empty(field('Nickname'), field('Name'))",
  arity: { min: 2, max: 2 },
  keepsNulls: true,
  typeOf(args) {
    const wrong = checkArguments('when_empty', ['any', 'any'], args);
    if (wrong) return wrong;
    const [a, b] = args as [NonNullable<(typeof args)[0]>, NonNullable<(typeof args)[0]>];
    if (a.type !== b.type) return { ok: false, error: `\`when_empty\` needs both values of one type, got ${describeFormulaType(a)} and ${describeFormulaType(b)}`, argIndex: 1 };
    if (a.type === 'number') return { ok: true, type: widestNumber(args) };
    if (a.type === 'date' && b.type === 'date') return { ok: true, type: { type: 'date', includeTime: a.includeTime || b.includeTime } };
    return { ok: true, type: a };
  },
  evaluate: ([value = null, fallback = null]) => value ?? fallback,
});
