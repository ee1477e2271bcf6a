import type { FormulaFunction } from './function-def.js';
import { add } from './operators/add.js';
import { minus } from './operators/minus.js';
import { multiply } from './operators/multiply.js';
import { divide } from './operators/divide.js';
import { equal } from './operators/equal.js';
import { notEqual } from './operators/not-equal.js';
import { greaterThan } from './operators/greater-than.js';
import { greaterThanOrEqual } from './operators/greater-than-or-equal.js';
import { lessThan } from './operators/less-than.js';
import { lessThanOrEqual } from './operators/less-than-or-equal.js';
import { and } from './operators/and.js';
import { or } from './operators/or.js';
import { upper } from './text/upper.js';
import { lower } from './text/lower.js';
import { concat } from './text/concat.js';
import { totext } from './text/totext.js';
import { round } from './number/round.js';
import { ifFunction } from './logic/if.js';
import { not } from './logic/not.js';

/**
 * Every function of the formula language, by the name people type (lower case; names are read in
 * any case). The server's SQL map and the editor's completion are typed over `FormulaFunctionName`,
 * so a function added here is a compile error until both know it.
 */
export const formulaFunctionNames = [
  'add', 'minus', 'multiply', 'divide', 'equal', 'not_equal', 'greater_than', 'greater_than_or_equal', 'less_than', 'less_than_or_equal', 'and', 'or',
  'upper', 'lower', 'concat', 'totext',
  'round',
  'if', 'not',
] as const;

/** A function's name, as the registry keys it. */
export type FormulaFunctionName = (typeof formulaFunctionNames)[number];

export const formulaFunctions: { readonly [K in FormulaFunctionName]: FormulaFunction } = {
  add, minus, multiply, divide, equal, not_equal: notEqual, greater_than: greaterThan, greater_than_or_equal: greaterThanOrEqual, less_than: lessThan, less_than_or_equal: lessThanOrEqual, and, or,
  upper, lower, concat, totext,
  round,
  if: ifFunction, not,
};

/** The function a formula names, in any letter case. */
export function findFormulaFunction(name: string): FormulaFunction | undefined {
  const key = name.toLowerCase();
  return Object.hasOwn(formulaFunctions, key) ? formulaFunctions[key as FormulaFunctionName] : undefined;
}

/** Whether a name is one of the language's functions. */
export function isFormulaFunctionName(name: string): name is FormulaFunctionName {
  return Object.hasOwn(formulaFunctions, name);
}
