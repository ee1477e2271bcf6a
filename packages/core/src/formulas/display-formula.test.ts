import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile-formula.js';
import { displayFormula } from './display-formula.js';
import { environmentOf } from './environment.js';
import { testFormulaEnvironment } from './formula-test-fields.js';

const env = testFormulaEnvironment();
const names = new Map([
  [1, 'Price'],
  [2, 'Name'],
  [5, "Bob's \\ field"],
  [10, 'Invoices'],
]);
const linkedNames = new Map([[12, 'Amount']]);
const nameOf = (id: number, through?: number) => (through === undefined ? names.get(id) : through === 10 ? linkedNames.get(id) : undefined);

describe('stored and displayed formulas', () => {
  it('stores fields by id, and keeps every other character as typed', () => {
    const compiled = compileFormula("CONCAT( field('Name') ,\n  // why\n  totext(field(\"Price\")) )", env);
    expect(compiled.stored).toBe('CONCAT( field_by_id(2) ,\n  // why\n  totext(field_by_id(1)) )');
    expect(compiled.ok && compiled.references).toEqual({ fieldIds: [2, 1], lookups: [], brokenNames: [] });
  });

  it('shows stored ids as names again, quoted so they read back', () => {
    const compiled = compileFormula("concat(field('Bob\\'s \\\\ field'), '!')", env);
    expect(compiled.ok).toBe(true);
    expect(compiled.stored).toBe("concat(field_by_id(5), '!')");
    const shown = displayFormula(compiled.stored!, nameOf);
    expect(shown).toBe("concat(field('Bob\\'s \\\\ field'), '!')");
    expect(compileFormula(shown, env).stored).toBe(compiled.stored);
  });

  it('stores both sides of a lookup by id and shows them by name', () => {
    const compiled = compileFormula("sum(lookup('Invoices', 'Amount'))", env);
    expect(compiled.stored).toBe('sum(lookup(field_by_id(10), field_by_id(12)))');
    expect(compiled.ok && compiled.references.lookups).toEqual([{ throughFieldId: 10, targetFieldId: 12 }]);
    expect(displayFormula(compiled.stored!, nameOf)).toBe("sum(lookup('Invoices', 'Amount'))");
  });

  it('shows the new name after a rename, with nothing stored changed', () => {
    const stored = compileFormula("field('Price') * 2", env).stored!;
    expect(displayFormula(stored, (id) => (id === 1 ? 'Unit price' : undefined))).toBe("field('Unit price') * 2");
  });

  it('compiles the stored form to the same typed formula as the typed text', () => {
    const typed = compileFormula("if(field('Done'), field('Price') * 2, 0)", env);
    const again = compileFormula(typed.stored!, env);
    const withoutPlaces = (value: unknown) => JSON.stringify(value, (key, item: unknown) => (key === 'at' ? undefined : item));
    expect(again.ok && typed.ok && withoutPlaces(again.node)).toBe(typed.ok && withoutPlaces(typed.node));
  });

  it('keeps a name that matches no field, so the formula heals when a field takes it', () => {
    const broken = compileFormula("field('Tax') + 1", env);
    expect(broken).toMatchObject({ ok: false, stored: "field('Tax') + 1", references: { brokenNames: ['Tax'] } });
    const healed = compileFormula(broken.stored!, environmentOf([{ id: 7, name: 'Tax', type: { type: 'number', decimalPlaces: 0 } }]));
    expect(healed).toMatchObject({ ok: true, stored: 'field_by_id(7) + 1' });
  });

  it('leaves an id without a field as it is', () => {
    expect(displayFormula('field_by_id(404) + 1', nameOf)).toBe('field_by_id(404) + 1');
  });

  it('shows a deleted field by its last name when the caller still knows it', () => {
    expect(displayFormula('field_by_id(1) + field_by_id(2)', (id) => (id === 1 ? 'Old price' : undefined))).toBe("field('Old price') + field_by_id(2)");
  });

  it('leaves a formula that does not parse as it is', () => {
    expect(displayFormula('field_by_id(1) +', nameOf)).toBe('field_by_id(1) +');
  });
});
