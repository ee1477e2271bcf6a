import { arrayOf, formulaFunctions, formulaTypeOfField, type Field, type FormulaScalarType } from '@cellar/core';
import { optionsOf } from '../fieldValues';

/** The functions that fold a list into one value (sum, avg, min, max, count…): the formula language's one-argument aggregates. */
const aggregates = Object.values(formulaFunctions).filter((fn) => fn.aggregate === true && fn.arity.min === 1 && fn.arity.max === 1);

/** The aggregates that take the target's values, as core types `fn(lookup(…))` (sum needs numbers; count takes anything), as the reference offers them. */
export function rollupFunctionsFor(target: Field | null) {
  if (!target) return aggregates;
  const type = formulaTypeOfField(target.type, optionsOf(target) as Record<string, unknown>);
  if (type.type === 'array' || type.type === 'invalid') return aggregates;
  return aggregates.filter((fn) => fn.typeOf([arrayOf(type as FormulaScalarType)]).ok);
}
