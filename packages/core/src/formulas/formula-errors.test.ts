import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile-formula.js';
import { testFormulaEnvironment } from './formula-test-fields.js';

function errorOf(text: string) {
  const compiled = compileFormula(text, testFormulaEnvironment());
  if (compiled.ok) throw new Error(`${text} compiled`);
  return compiled.error;
}

describe('formula errors, in words at their place', () => {
  it.each([
    ["upper(field('Price'))", 'type', '`upper` takes text, got a number at column 7', 6],
    ['1 + upper(1)', 'type', '`upper` takes text, got a number at column 11', 10],
    ["uper('a')", 'unknown_function', "Unknown function 'uper' at column 1", 0],
    ["UPER('a')", 'unknown_function', "Unknown function 'UPER' at column 1", 0],
    ["field('Nope')", 'unknown_field', "There is no field named 'Nope' at column 7", 6],
    ['field_by_id(77)', 'unknown_field', 'There is no field with id 77 at column 13', 12],
    ["lookup('Invoices', 'Nope')", 'unknown_field', "There is no field named 'Nope' in the table 'Invoices' links to at column 20", 19],
    ["lookup('Price', 'Amount')", 'type', "The field 'Price' is not a link field, so nothing can be looked up through it at column 8", 7],
    ["field('Total') + 1", 'self_reference', 'A formula cannot reference its own field at column 7', 6],
    ['field_by_id(99)', 'self_reference', 'A formula cannot reference its own field at column 13', 12],
    ['if(1, 2, 3)', 'type', '`if` takes a boolean as its first argument, got a number at column 4', 3],
    ['1 = true', 'type', '`=` compares two values of one type, got a number and a boolean at column 5', 4],
    ["'a' > 1", 'type', '`>` compares two numbers, two texts or two dates, got text and a number at column 7', 6],
    ["'x' && true", 'type', '`&&` takes a boolean as its first argument, got text at column 1', 0],
    ["'a' + 1", 'type', '`+` adds two numbers or joins two texts, got text and a number at column 7', 6],
    ['round(1)', 'type', '`round` takes 2 arguments, got 1 at column 1', 0],
    ['concat(1)', 'type', '`concat` takes at least 2 arguments, got 1 at column 1', 0],
    ['sum(1)', 'type', '`sum` takes a list of numbers (a lookup), got a number at column 5', 4],
    ["join(lookup('Invoices', 'Amount'), ', ')", 'type', '`join` takes a list of text (a lookup) as its first argument, got a list of numbers at column 6', 5],
    ["sum(lookup('Invoices', 'Amount') - lookup('Payments', 'Amount'))", 'type', 'Lists from different links cannot be combined, got a list of numbers from another link at column 36', 35],
    ['field(1)', 'syntax', "`field` takes a field name in quotes, like field('Price') at column 1", 0],
    ["field('Price') +\n  uper(1)", 'unknown_function', "Unknown function 'uper' at line 2, column 3", 19],
    ['1 +', 'syntax', 'The formula ends too early at column 4: expected a value', 3],
    ["upper('a'", 'syntax', "The formula ends too early at column 10: expected an operator, ',' or ')'", 9],
    ["upper('a') )", 'syntax', "Expected an operator or the end of the formula but found ')' at column 12", 11],
    ["concat('a' 'b')", 'syntax', "Expected an operator, ',' or ')' but found \"'\" at column 12", 11],
    ["'abc", 'syntax', 'The text starting at column 1 has no closing single quote', 0],
    ["field('Price') field('Name')", 'syntax', "Expected an operator or the end of the formula but found 'field' at column 16", 15],
    ['/* open', 'syntax', 'The comment starting at column 1 has no closing */', 0],
    ['1 + + 2', 'syntax', "Expected a value but found '+' at column 5", 4],
    ['', 'syntax', 'The formula ends too early at column 1: expected a value', 0],
  ])('%j', (text, kind, message, start) => {
    const error = errorOf(text);
    expect(error).toMatchObject({ kind, message });
    expect(error.at?.start).toBe(start);
  });

  it('keeps what a broken formula reads, and the names that match no field', () => {
    const compiled = compileFormula("field('Price') + field('Gone')", testFormulaEnvironment());
    expect(compiled.ok).toBe(false);
    expect(compiled.references).toEqual({ fieldIds: [1], lookups: [], brokenNames: ['Gone'] });
    expect(compiled.stored).toBe("field_by_id(1) + field('Gone')");
  });

  it('has no stored form when it does not parse', () => {
    expect(compileFormula('1 +', testFormulaEnvironment())).toMatchObject({ ok: false, stored: null });
  });
});

describe('error positions', () => {
  it('counts an emoji before the mistake as one column', () => {
    expect(errorOf("concat('😀', uper('a'))").message).toBe("Unknown function 'uper' at column 13");
  });
});
