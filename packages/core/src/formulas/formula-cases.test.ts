import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile-formula.js';
import { evaluateFormula } from './evaluate-formula.js';
import { formulaApiValue } from './formula-api-value.js';
import { formulaCaseEnvironment, formulaCaseRow, formulaCases } from './formula-cases.js';

describe('the shared formula case table, on core\'s evaluator', () => {
  it('names every case once', () => {
    const names = formulaCases.map((testCase) => testCase.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(formulaCases.map((testCase) => [testCase.name, testCase] as const))('%s', (_name, testCase) => {
    const compiled = compileFormula(testCase.formula, formulaCaseEnvironment(testCase));
    if ('error' in testCase.expect) {
      expect(compiled.ok ? 'compiled' : compiled.error.kind).toBe(testCase.expect.error);
      return;
    }
    if (!compiled.ok) throw new Error(compiled.error.message);
    if (testCase.expect.type) expect(compiled.type).toEqual(testCase.expect.type);
    const now = new Date(testCase.now ?? '2024-06-15T12:00:00Z');
    const value = evaluateFormula(compiled.node, formulaCaseRow(testCase), now);
    expect(formulaApiValue(value, compiled.type)).toEqual(testCase.expect.value);
  });
});
