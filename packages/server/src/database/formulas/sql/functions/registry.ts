import type { FormulaFunctionName } from '@cellar/core';
import { aggregateFunctionSql } from './aggregate-sql.js';
import { dateSql } from './date-sql.js';
import type { FunctionSql } from './function-sql.js';
import { logicSql } from './logic-sql.js';
import { numberSql } from './number-sql.js';
import { operatorSql } from './operator-sql.js';
import { textSql } from './text-sql.js';

/**
 * Every formula function's SQL, by core's names: a complete map over `FormulaFunctionName`, so a
 * function core adds fails to compile here until it has its SQL.
 */
export const formulaFunctionSql: { readonly [K in FormulaFunctionName]: FunctionSql } = {
  ...operatorSql,
  ...textSql,
  ...numberSql,
  ...logicSql,
  ...dateSql,
  ...aggregateFunctionSql,
};
