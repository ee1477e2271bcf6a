import { describeFormulaType, type FormulaType } from '../../formula-type.js';
import { defineFormulaFunction } from '../function-def.js';
import { checkArguments, widestNumber } from '../typing.js';

/** The type both branches of `if` share: numbers the wider places, dates with a time if either has one. */
function unify(a: FormulaType, b: FormulaType): FormulaType | null {
  if (a.type !== b.type) return null;
  if (a.type === 'number') return widestNumber([a, b]);
  if (a.type === 'date' && b.type === 'date') return { type: 'date', includeTime: a.includeTime || b.includeTime };
  return a;
}

/**
 * `if(condition, then, else)`; an empty condition takes the else branch (SQL's CASE WHEN). Branches of
 * different types are both turned into text, as the reference does, since a SQL CASE has one type.
 */
export const ifFunction = defineFormulaFunction({
  name: 'if',
  category: 'logic',
  signature: 'if(condition, then, else)',
  description: 'The second argument when the condition is true, otherwise the third.',
  example: "if(field('Amount') > 100, 'large', 'small')",
  arity: { min: 3, max: 3 },
  keepsNulls: true,
  wrapArgs: ([, a, b]) => (a && b && a.type !== b.type ? [null, a.type === 'text' ? null : 'totext', b.type === 'text' ? null : 'totext'] : undefined),
  typeOf(args) {
    const wrong = checkArguments('if', ['boolean', 'any', 'any'], args);
    if (wrong) return wrong;
    const type = unify(args[1]!, args[2]!);
    if (type) return { ok: true, type };
    return { ok: false, error: `\`if\` needs both branches of one type, got ${describeFormulaType(args[1]!)} and ${describeFormulaType(args[2]!)}`, argIndex: 2 };
  },
  evaluate: ([condition, then = null, otherwise = null]) => (condition === true ? then : otherwise),
});
