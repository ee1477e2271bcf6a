import type { FormulaValue } from '../function-def.js';
import { asNumber } from '../values.js';

/**
 * The numbers of a list, without its empty items: SQL's aggregates skip NULLs, and the reference's
 * `sum` reads an empty item as 0, which adds nothing either.
 */
export function numbersOf(list: FormulaValue): number[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => asNumber(item)).filter((item): item is number => item !== null);
}

/** The list's items that have a value. */
export function presentItems(list: FormulaValue): Exclude<FormulaValue, null>[] {
  return Array.isArray(list) ? list.filter((item): item is Exclude<FormulaValue, null> => item !== null) : [];
}

/** The mean and the sum of squared distances from it, for variance and standard deviation. */
export function spread(values: number[]): { mean: number; squares: number } {
  const mean = values.reduce((total, value) => total + value, 0) / values.length;
  return { mean, squares: values.reduce((total, value) => total + (value - mean) ** 2, 0) };
}
