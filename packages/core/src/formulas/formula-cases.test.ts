import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile-formula.js';
import { evaluateFormula } from './evaluate-formula.js';
import { formulaApiValue } from './formula-api-value.js';
import { formulaCaseEnvironment, formulaCaseRow, formulaCases } from './formula-cases.js';
import { formulaFunctionNames } from './functions/registry.js';
import type { TypedNode } from './typed-node.js';

function callNames(node: TypedNode, into: Set<string>): Set<string> {
  if (node.kind === 'call') {
    into.add(node.name);
    for (const arg of node.args) callNames(arg, into);
  }
  return into;
}

describe('the shared formula case table, on core\'s evaluator', () => {
  it('names every case once', () => {
    const names = formulaCases.map((testCase) => testCase.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('calls every function of the registry at least once', () => {
    const called = new Set<string>();
    for (const testCase of formulaCases) {
      const compiled = compileFormula(testCase.formula, formulaCaseEnvironment(testCase));
      if (compiled.ok) callNames(compiled.node, called);
    }
    expect(formulaFunctionNames.filter((name) => !called.has(name))).toEqual([]);
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
