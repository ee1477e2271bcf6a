import { defineFormulaFunction } from '../function-def.js';
import { checkArguments } from '../typing.js';
import { asDate } from '../values.js';

/** The second of a date with a time; a date without one is refused, as the reference does. */
export const second = defineFormulaFunction({
  name: 'second',
  category: 'date',
  signature: 'second(date)',
  description: 'The second of the time, 0 to 59.',
  example: "second(field('Starts at'))",
  arity: { min: 1, max: 1 },
  typeOf: (args) => {
    const wrong = checkArguments('second', ['date'], args);
    if (wrong) return wrong;
    const [type] = args;
    if (type?.type === 'date' && !type.includeTime) return { ok: false, error: '`second` takes a date with a time, got a date', argIndex: 0 };
    return { ok: true, type: { type: 'number', decimalPlaces: 0 } };
  },
  evaluate: ([value]) => {
    const date = asDate(value ?? null);
    return date ? date.getUTCSeconds() : null;
  },
});
