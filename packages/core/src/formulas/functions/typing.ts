import { describeFormulaType, maxFormulaDecimalPlaces, numberType, type FormulaType } from '../formula-type.js';
import type { CallTyping } from './function-def.js';

/** What an argument must be: a type by name, any value, or (for aggregates) a list of one. */
export type ArgumentKind = 'text' | 'number' | 'boolean' | 'date' | 'any' | 'list' | 'list of numbers' | 'list of text' | 'list of booleans' | 'list of numbers, texts or dates';

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];

const kindWords: Record<ArgumentKind, string> = {
  text: 'text',
  number: 'a number',
  boolean: 'a boolean',
  date: 'a date',
  any: 'a value',
  list: 'a list (a lookup or a link field)',
  'list of numbers': 'a list of numbers (a lookup)',
  'list of text': 'a list of text (a lookup)',
  'list of booleans': 'a list of booleans (a lookup)',
  'list of numbers, texts or dates': 'a list of numbers, texts or dates (a lookup)',
};

function fits(kind: ArgumentKind, type: FormulaType): boolean {
  switch (kind) {
    case 'any':
      return type.type !== 'array' && type.type !== 'invalid';
    case 'list':
      return type.type === 'array';
    case 'list of numbers':
      return type.type === 'array' && type.of.type === 'number';
    case 'list of text':
      return type.type === 'array' && type.of.type === 'text';
    case 'list of booleans':
      return type.type === 'array' && type.of.type === 'boolean';
    case 'list of numbers, texts or dates':
      return type.type === 'array' && (type.of.type === 'number' || type.of.type === 'text' || type.of.type === 'date');
    default:
      return type.type === kind;
  }
}

/**
 * Checks arguments against their kinds, in order (the last kind repeats for any-count functions),
 * and words the first mismatch as the editor shows it: "`upper` takes text, got a number", or
 * "`left` takes a number as its second argument, got text".
 */
export function checkArguments(name: string, kinds: ArgumentKind[], args: FormulaType[]): CallTyping | null {
  for (const [index, type] of args.entries()) {
    const kind = kinds[Math.min(index, kinds.length - 1)] ?? 'any';
    if (fits(kind, type)) continue;
    const which = kinds.length === 1 && args.length === 1 ? '' : ` as its ${ordinals[index] ?? `${index + 1}th`} argument`;
    return { ok: false, error: `\`${name}\` takes ${kindWords[kind]}${which}, got ${describeFormulaType(type)}`, argIndex: index };
  }
  return null;
}

/** A typing that checks the arguments' kinds, then gives the result type. */
export function takes(name: string, kinds: ArgumentKind[], result: (args: FormulaType[]) => FormulaType): (args: FormulaType[]) => CallTyping {
  return (args) => checkArguments(name, kinds, args) ?? { ok: true, type: result(args) };
}

/** The most decimal places among number arguments: the reference's rule for add, minus, multiply, mod… */
export function widestNumber(args: FormulaType[], atLeast = 0): FormulaType {
  let places = atLeast;
  for (const arg of args) if (arg.type === 'number') places = Math.max(places, arg.decimalPlaces);
  return numberType(places);
}

/** The places a division shows, so `1/3` is not 0 (the reference's NUMBER_MAX_DECIMAL_PLACES). */
export const divisionType = numberType(maxFormulaDecimalPlaces);

/** A list's item type, or the type itself. */
export function itemType(type: FormulaType): FormulaType {
  return type.type === 'array' ? type.of : type;
}
