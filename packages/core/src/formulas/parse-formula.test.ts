import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile-formula.js';
import { evaluateFormula } from './evaluate-formula.js';
import { formulaApiValue } from './formula-api-value.js';
import { testFormulaEnvironment } from './formula-test-fields.js';
import type { TypedNode } from './typed-node.js';

const env = testFormulaEnvironment();
const noRow = { value: () => null, lookup: () => [] };

function valueOf(text: string) {
  const compiled = compileFormula(text, env);
  if (!compiled.ok) throw new Error(compiled.error.message);
  return formulaApiValue(evaluateFormula(compiled.node, noRow), compiled.type);
}

function shape(node: TypedNode): string {
  if (node.kind === 'literal') return String(node.value);
  if (node.kind === 'call') return `${node.name}(${node.args.map(shape).join(', ')})`;
  return node.kind;
}

function shapeOf(text: string): string {
  const compiled = compileFormula(text, env);
  if (!compiled.ok) throw new Error(compiled.error.message);
  return shape(compiled.node);
}

describe('the formula grammar', () => {
  it('groups operators with the reference\'s precedence, left to right', () => {
    expect(shapeOf('1 + 2 * 3 - 4 / 2')).toBe('minus(add(1, multiply(2, 3)), divide(4, 2))');
    expect(shapeOf('1 + 2 = 3')).toBe('equal(add(1, 2), 3)');
    expect(shapeOf('1 < 2 = true')).toBe('equal(less_than(1, 2), true)');
    expect(shapeOf('true && false = false || true')).toBe('equal(and(true, false), or(false, true))');
    expect(shapeOf('10 - 2 - 3')).toBe('minus(minus(10, 2), 3)');
  });

  it('maps every operator to the reference\'s function', () => {
    expect(shapeOf('1 != 2')).toBe('not_equal(1, 2)');
    expect(shapeOf('1 <> 2')).toBe('not_equal(1, 2)');
    expect(shapeOf('1 >= 2')).toBe('greater_than_or_equal(1, 2)');
    expect(shapeOf('1 <= 2')).toBe('less_than_or_equal(1, 2)');
    expect(shapeOf('1 > 2')).toBe('greater_than(1, 2)');
    expect(shapeOf('false || true')).toBe('or(false, true)');
  });

  it('reads names, true and false in any case', () => {
    expect(shapeOf("UpPeR('a')")).toBe('upper(a)');
    expect(shapeOf('TRUE && False')).toBe('and(true, false)');
    expect(shapeOf("FIELD('Price') + Field_By_Id(1)")).toBe('add(field, field)');
  });

  it('takes white space, line breaks and comments anywhere', () => {
    expect(valueOf("\n upper ( /* a */ 'x' // b\n ) + '\ty' ")).toBe('X\ty');
  });

  it('reads negative and decimal literals, and their places', () => {
    expect(valueOf('-1.50 * 2')).toBe('-3.00');
    expect(valueOf('3--1')).toBe('4');
  });

  it('reads both quotes with their escapes; other backslashes stay', () => {
    expect(valueOf("'it\\'s'")).toBe("it's");
    expect(valueOf('"say \\"hi\\""')).toBe('say "hi"');
    expect(valueOf("'a\\\\b'")).toBe('a\\b');
    expect(valueOf("'a\\nb'")).toBe('a\\nb');
  });

  it('types text + text as concat, and a number beside text as text', () => {
    expect(shapeOf("'a' + 'b'")).toBe('concat(a, b)');
    expect(shapeOf("1 = '1'")).toBe('equal(totext(1), 1)');
    expect(shapeOf("if(true, 1, field('Due'))")).toBe('if(true, totext(1), totext(field))');
  });
});
