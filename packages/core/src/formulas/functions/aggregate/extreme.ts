import type { FormulaType } from '../../formula-type.js';
import type { FormulaValue } from '../function-def.js';
import { compareFormulaValues } from '../operators/compare.js';
import { presentItems } from './list-values.js';

/** The greatest (direction 1) or least (-1) item of a list, compared as `>` compares; empty for none. */
export function extremeOf(list: FormulaValue, type: FormulaType | undefined, direction: 1 | -1): FormulaValue {
  const itemType = type?.type === 'array' ? type.of : type;
  if (!itemType) return null;
  let best: FormulaValue = null;
  for (const item of presentItems(list)) {
    if (best === null || (compareFormulaValues(item, best, itemType) ?? 0) === direction) best = item;
  }
  return best;
}
