import type { FormulaCase } from './formula-case.js';
import { operatorCases } from './cases/operator-cases.js';
import { textCases } from './cases/text-cases.js';
import { numberCases } from './cases/number-cases.js';
import { logicCases } from './cases/logic-cases.js';
import { dateCases } from './cases/date-cases.js';
import { aggregateCases } from './cases/aggregate-cases.js';
import { errorCases } from './cases/error-cases.js';

export type { FormulaCase, FormulaCaseField, FormulaCaseLink, FormulaCaseExpectation } from './formula-case.js';
export { formulaCaseEnvironment, formulaCaseRow } from './formula-case.js';

/** The shared case table (formula-case.ts says its format): every function at least once, nulls, zero, time zones. */
export const formulaCases: readonly FormulaCase[] = [
  ...operatorCases,
  ...textCases,
  ...numberCases,
  ...logicCases,
  ...dateCases,
  ...aggregateCases,
  ...errorCases,
];
