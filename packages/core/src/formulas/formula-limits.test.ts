import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile-formula.js';
import { displayFormula } from './display-formula.js';
import { formulaLimits } from './formula.js';
import { testFormulaEnvironment } from './formula-test-fields.js';

const env = testFormulaEnvironment();

describe('formula limits', () => {
  it('refuses a 100 KB formula as too long, before parsing it', () => {
    const compiled = compileFormula(`'${'x'.repeat(100_000)}'`, env);
    expect(compiled).toMatchObject({ ok: false, error: { kind: 'too_long' } });
  });

  it('takes a formula of the longest length', () => {
    const text = `'${'x'.repeat(formulaLimits.maxLength - 2)}'`;
    expect(compileFormula(text, env).ok).toBe(true);
  });

  it('refuses 1,000 nested parentheses as too deep, at the first one too many', () => {
    const compiled = compileFormula(`${'('.repeat(1000)}1${')'.repeat(1000)}`, env);
    expect(compiled).toMatchObject({ ok: false, error: { kind: 'too_deep', message: 'The formula nests more than 100 parentheses at column 101' } });
  });

  it('refuses 1,000 nested calls, even unclosed, without a stack overflow', () => {
    expect(compileFormula('upper('.repeat(1000), env)).toMatchObject({ ok: false, error: { kind: 'too_deep' } });
  });

  it('takes nesting up to the limit', () => {
    const depth = formulaLimits.maxDepth;
    expect(compileFormula(`${'upper('.repeat(depth)}'a'${')'.repeat(depth)}`, env).ok).toBe(true);
  });

  it('does not count parentheses in text or comments', () => {
    const text = `'${'('.repeat(500)}' /* ${'('.repeat(500)} */`;
    expect(compileFormula(text, env).ok).toBe(true);
  });

  it('refuses a chain of operators deeper than the tree allows, and takes a long one within it', () => {
    expect(compileFormula(`1${'+1'.repeat(4000)}`, env)).toMatchObject({ ok: false, error: { kind: 'too_deep' } });
    expect(compileFormula(`1${'+1'.repeat(formulaLimits.maxTreeDepth - 2)}`, env).ok).toBe(true);
  });

  it('displays a stored formula that is too long as it is', () => {
    const text = `'${'x'.repeat(20_000)}'`;
    expect(displayFormula(text, () => 'x')).toBe(text);
  });
});
