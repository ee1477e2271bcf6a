import type { FormulaType } from '../../formula-type.js';
import type { CallTyping, FormulaValue } from '../function-def.js';
import { asDate, asNumber } from '../values.js';
import { describeFormulaType } from '../../formula-type.js';

/**
 * How two values compare, for `=` `!=` `>` `<` `>=` `<=`: numbers by value, dates by instant (a date
 * is its midnight UTC), text by Unicode code point — SQL compares text `COLLATE "C"` to match, so the
 * order does not follow the database's locale. Null when either is empty.
 */
export function compareFormulaValues(a: FormulaValue, b: FormulaValue, type: FormulaType): number | null {
  if (a === null || b === null) return null;
  if (type.type === 'number') return Math.sign(asNumber(a)! - asNumber(b)!);
  if (type.type === 'date') {
    const [left, right] = [asDate(a), asDate(b)];
    return left && right ? Math.sign(left.getTime() - right.getTime()) : null;
  }
  if (type.type === 'boolean') return a === b ? 0 : a ? 1 : -1;
  return compareCodePoints(String(a), String(b));
}

function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = left[index]!.codePointAt(0)! - right[index]!.codePointAt(0)!;
    if (difference !== 0) return Math.sign(difference);
  }
  return Math.sign(left.length - right.length);
}

/** `=` and `!=` compare any two values of one type; a value and text compare as text (the reference's rule). */
export function typeEquality(operator: string, args: FormulaType[]): CallTyping {
  const [a, b] = args as [FormulaType, FormulaType];
  if (a.type === b.type || a.type === 'text' || b.type === 'text') return { ok: true, type: { type: 'boolean' } };
  return { ok: false, error: `\`${operator}\` compares two values of one type, got ${describeFormulaType(a)} and ${describeFormulaType(b)}`, argIndex: 1 };
}

/** The conversions that let a value meet text: the other side as text, when exactly one side is text. */
export function equalityWraps(args: FormulaType[]): ('totext' | null)[] | undefined {
  const [a, b] = args;
  if (!a || !b) return undefined;
  const item = (type: FormulaType) => (type.type === 'array' ? type.of.type : type.type);
  if (item(a) === item(b) || (item(a) !== 'text' && item(b) !== 'text')) return undefined;
  return [item(a) === 'text' ? null : 'totext', item(b) === 'text' ? null : 'totext'];
}

/** `>` `<` `>=` `<=` order two numbers, two texts or two dates. */
export function typeOrdering(operator: string, args: FormulaType[]): CallTyping {
  const [a, b] = args as [FormulaType, FormulaType];
  const orderable = a.type === 'number' || a.type === 'text' || a.type === 'date';
  if (orderable && a.type === b.type) return { ok: true, type: { type: 'boolean' } };
  return {
    ok: false,
    error: `\`${operator}\` compares two numbers, two texts or two dates, got ${describeFormulaType(a)} and ${describeFormulaType(b)}`,
    argIndex: orderable ? 1 : 0,
  };
}
