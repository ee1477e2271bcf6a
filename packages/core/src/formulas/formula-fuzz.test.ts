import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile-formula.js';
import { displayFormula } from './display-formula.js';
import { evaluateFormula } from './evaluate-formula.js';
import { testFormulaEnvironment } from './formula-test-fields.js';

const env = testFormulaEnvironment();
const pieces = [
  "field('Price')", "field('Name')", "field('Done')", "field('Due')", "lookup('Invoices', 'Amount')", "field('Invoices')", 'field_by_id(1)',
  '1', '-2.5', "'x'", '"y"', 'true', 'false', '(', ')', ',', ' ', '+', '-', '*', '/', '=', '!=', '<>', '>', '<=', '&&', '||',
  'upper(', 'sum(', 'if(', 'concat(', 'round(', 'date_diff(', 'filter(', 'totext(', 'join(', 'count(', "'day'", '/* c */', '\n',
];
const formulaText = fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((parts) => parts.join(''));
const row = {
  value: (id: number) => ({ 1: 2.5, 2: 'Ann', 3: true, 4: '2024-01-31', 10: ['A', null] })[id] ?? null,
  lookup: () => [10.5, null],
};

describe('no formula text can break the language', () => {
  it('compiles any text to a formula or an error, and a compiled one evaluates without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(formulaText, fc.string({ maxLength: 60 })), (text) => {
        const compiled = compileFormula(text, env);
        if (compiled.ok) evaluateFormula(compiled.node, row, new Date('2024-06-15T12:00:00Z'));
        else expect(compiled.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('stores what it displays: display then compile gives the same stored text', () => {
    const names = new Map([[1, 'Price'], [2, 'Name'], [3, 'Done'], [4, 'Due'], [10, 'Invoices']]);
    const nameOf = (id: number, through?: number) => (through === undefined ? names.get(id) : id === 12 ? 'Amount' : undefined);
    fc.assert(
      fc.property(formulaText, (text) => {
        const compiled = compileFormula(text, env);
        if (compiled.stored === null) return;
        expect(compileFormula(displayFormula(compiled.stored, nameOf), env).stored).toBe(compiled.stored);
      }),
      { numRuns: 300 },
    );
  });
});
