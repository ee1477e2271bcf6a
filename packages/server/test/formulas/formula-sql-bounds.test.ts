import { compileFormula, environmentOf, evaluateFormula, formulaLimits, type ComputedDisplayOptions, type FormulaType } from '@cellar/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulaColumnSql } from '../../src/database/formulas/sql/column-sql.js';
import { formulaSqlContext } from '../../src/database/formulas/sql/sql-context.js';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase } from '../../src/db/test-database.js';

// No formula makes its SQL raise or grow past its text (issue 34, bad input): what PostgreSQL's
// built-ins refuse is empty (or '#ERROR!'), a number past the column's 50 digits is empty, and a
// formula nested as deep as core allows is one statement of about its own size.

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const ctx = formulaSqlContext({ fields: [], linkedFields: () => [] });

function optionsOf(type: FormulaType): ComputedDisplayOptions {
  return { formula_type: type.type, number_decimal_places: type.type === 'number' ? type.decimalPlaces : null, date_include_time: type.type === 'date' ? type.includeTime : null } as ComputedDisplayOptions;
}

/** The formula's stored value, and its SQL's length. */
async function stored(formula: string): Promise<{ value: unknown; length: number }> {
  const compiled = compileFormula(formula, environmentOf([]));
  if (!compiled.ok) throw new Error(`${formula}: ${compiled.error.message}`);
  const query = sql<{ value: unknown }>`select ${formulaColumnSql(compiled.node, ctx, optionsOf(compiled.type))} as value`;
  const { rows } = await query.execute(db.kysely);
  return { value: rows[0]?.value ?? null, length: query.compile(db.kysely).sql.length };
}

describe('formula SQL on values the database would refuse', () => {
  it.each([
    ["regex_replace('abc', '(', 'x')", '#ERROR!'],
    ["todate('31/02/2024', 'DD/MM/YYYY')", null],
    ["todate('not a date', 'YYYY-MM-DD')", null],
    ["totext(date_add(todate('2024-01-31', 'YYYY-MM-DD'), 99999999999, 'year'))", ''],
    ["tonumber('1e99999')", null],
    ['power(10, 1000)', null],
    ['power(0, -1)', null],
    ['power(-8, 0.5)', null],
    ['exp(100000)', null],
    ['ln(0)', null],
    ['log(1, 5)', null],
    ['sqrt(-1)', null],
    ['mod(5, 0)', null],
    ['1 / 0', null],
    ['power(10, 60)', null],
    ["left('abc', 100000000000000000000)", 'abc'],
    ["split_part('a,b', ',', -100000000000000000000)", ''],
    ['round(1.5, 100000)', '1.5000000000'],
  ] as const)('%s', async (formula, expected) => {
    const { value } = await stored(formula);
    expect(value === null ? null : String(value)).toBe(expected === null ? null : expected);
  });
});

// A 4 KB formula of three nested replaces asked the embedded engine for 10^12 characters ("out of
// memory", a 500 after 10 s): what a formula builds is bounded before it is built, in SQL as in core.
describe('formula SQL of formulas that would build huge texts', () => {
  const thousand = 'a'.repeat(1_000);
  const evaluated = (formula: string) => {
    const compiled = compileFormula(formula, environmentOf([]));
    if (!compiled.ok) throw new Error(compiled.error.message);
    return evaluateFormula(compiled.node, { value: () => null, lookup: () => [] });
  };

  it.each([
    ['replace', `replace(replace(replace('${thousand}', 'a', '${thousand}'), 'a', '${thousand}'), 'a', '${thousand}')`],
    ['regex_replace', `regex_replace(regex_replace('${thousand}', 'a', '${thousand}'), 'a', '${thousand}')`],
  ])('%s past a million characters is empty, not an out-of-memory error', async (_name, formula) => {
    // Empty: the innermost call that would pass the bound is NULL, which the next reads as ''.
    expect((await stored(formula)).value ?? '').toBe('');
    expect(evaluated(formula) ?? '').toBe('');
  });

  it('concat keeps the first 100,000 characters, as core does', async () => {
    const formula = `concat(${Array.from({ length: 30 }, () => `replace('${'b'.repeat(100)}', 'b', '${'c'.repeat(99)}')`).join(', ')})`;
    const { value } = await stored(formula);
    expect(String(value).length).toBe(formulaLimits.maxTextLength);
    expect(evaluated(formula)).toBe(value);
  });
});

describe('formula SQL of deep formulas', () => {
  it.each([
    ['an operator chain', Array.from({ length: 480 }, () => '1').join('+'), '480'],
    ['nested guards (each names its argument twice)', `${'power('.repeat(95)}2${', 1)'.repeat(95)}`, '2'],
    ['nested branches', `${'if(true, '.repeat(95)}1${', 2)'.repeat(95)}`, '1'],
  ])('%s computes in one statement of about its size', async (_name, formula, expected) => {
    const { value, length } = await stored(formula);
    expect(String(value)).toBe(expected);
    expect(length).toBeLessThan(formula.length * 100);
  });
});
