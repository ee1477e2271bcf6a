import { describe, expect, it } from 'vitest';
import { completionKey } from './completionKeys';
import { applyCompletion, completionAt, enclosingCall, type CompletionSources } from './formulaCompletion';
import { formulaTokens, quoteName, unquote } from './formulaTokens';

const fn = (name: string) => ({ name, signature: `${name}(text)`, description: '', example: '' });
const sources: CompletionSources = {
  fields: [
    { name: 'Price', detail: 'A number field' },
    { name: 'Product name', detail: 'A text field' },
    { name: "O'Brien", detail: 'A text field' },
    { name: 'Invoices', detail: 'A link field', isLink: true },
  ],
  functions: [fn('upper'), fn('power'), fn('sum'), fn('concat')],
  linkedFields: (link) => (link === 'Invoices' ? [{ name: 'Amount', detail: 'A number field' }] : []),
};
const labels = (text: string, caret = text.length) => completionAt(text, caret, sources)?.items.map((item) => item.label) ?? [];
const choose = (text: string, label: string, caret = text.length) => {
  const completion = completionAt(text, caret, sources)!;
  return applyCompletion(text, completion, completion.items.find((item) => item.label === label)!);
};

describe('the formula editor reads half-typed text', () => {
  it('colours names, quoted field names, numbers and operators, whatever is unfinished', () => {
    const kinds = formulaTokens("upper(field('Na") .map((token) => `${token.kind}:${token.text}`);
    expect(kinds).toEqual(['function:upper', 'paren:(', 'function:field', 'paren:(', "field:'Na"]);
    expect(formulaTokens('1.5 >= TRUE // note').map((token) => token.kind)).toEqual(['number', 'space', 'operator', 'space', 'boolean', 'space', 'comment']);
    expect(formulaTokens("lookup('Invoices', 'Amount')").filter((token) => token.kind === 'field').map(unquote)).toEqual(['Invoices', 'Amount']);
    expect(formulaTokens("concat('a', 'b')").some((token) => token.kind === 'field')).toBe(false);
  });

  it('quotes and unquotes names with quotes and backslashes', () => {
    expect(quoteName("O'Brien \\ co")).toBe("'O\\'Brien \\\\ co'");
    expect(unquote({ text: quoteName("O'Brien \\ co") })).toBe("O'Brien \\ co");
    expect(unquote({ text: '"half' })).toBe('half');
  });
});

describe('completion', () => {
  it('offers functions by prefix, then fields by name, for a name being typed', () => {
    expect(labels('p')).toEqual(['power', 'Price', 'Product name']);
    expect(labels('1 + na')).toEqual(['Product name']);
    expect(labels('UP')).toEqual(['upper']);
    expect(labels('zzz')).toEqual([]);
  });

  it('writes field(…) for a field and leaves the caret inside a function call', () => {
    expect(choose('1 + pri', 'Price')).toEqual({ text: "1 + field('Price')", caret: 18 });
    expect(choose('up', 'upper')).toEqual({ text: 'upper(', caret: 6 });
    expect(choose("up('a')", 'upper', 2)).toEqual({ text: "upper('a')", caret: 6 });
    expect(choose('bri', "O'Brien")).toEqual({ text: "field('O\\'Brien')", caret: 17 });
  });

  it('completes the quoted name inside field(…), closing the call', () => {
    expect(labels("field('pr")).toEqual(['Price', 'Product name']);
    expect(choose("field('pr", 'Product name')).toEqual({ text: "field('Product name')", caret: 21 });
    expect(choose("field('pr')", 'Price', 9)).toEqual({ text: "field('Price')", caret: 14 });
    expect(choose('field(', 'Price')).toEqual({ text: "field('Price')", caret: 14 });
  });

  it("offers link fields first in lookup, then the linked table's fields", () => {
    expect(labels("lookup('")).toEqual(['Invoices']);
    expect(choose("lookup('", 'Invoices')).toEqual({ text: "lookup('Invoices', ", caret: 19 });
    expect(labels("lookup('Invoices', '")).toEqual(['Amount']);
    expect(choose("sum(lookup('Invoices', 'am", 'Amount').text).toBe("sum(lookup('Invoices', 'Amount')");
  });

  it('stays out of text, numbers and comments', () => {
    expect(labels("concat('pri")).toEqual([]);
    expect(labels('12')).toEqual([]);
    expect(labels('// pri')).toEqual([]);
    expect(labels('upper(')).toEqual([]);
  });
});

describe('the signature help', () => {
  it('names the innermost call at the caret and the argument it is at', () => {
    expect(enclosingCall("concat('a', upper(", 18)).toEqual({ name: 'upper', argIndex: 0 });
    expect(enclosingCall("concat('a', upper('b'), ", 24)).toEqual({ name: 'concat', argIndex: 2 });
    expect(enclosingCall("concat('a, b'", 13)).toEqual({ name: 'concat', argIndex: 0 });
    expect(enclosingCall('1 + 2', 5)).toBeNull();
  });
});

describe('the completion keys', () => {
  it('move with arrows (wrapping), accept with Tab or Enter, close with Escape', () => {
    expect(completionKey({ key: 'ArrowDown' }, 2, 3)).toEqual({ kind: 'move', active: 0 });
    expect(completionKey({ key: 'ArrowUp' }, 0, 3)).toEqual({ kind: 'move', active: 2 });
    expect(completionKey({ key: 'Tab' }, 0, 3)).toEqual({ kind: 'accept' });
    expect(completionKey({ key: 'Enter' }, 0, 3)).toEqual({ kind: 'accept' });
    expect(completionKey({ key: 'Escape' }, 0, 3)).toEqual({ kind: 'close' });
  });

  it('leave other keys, modified keys and an empty list to the text', () => {
    expect(completionKey({ key: 'a' }, 0, 3)).toEqual({ kind: 'none' });
    expect(completionKey({ key: 'Enter', shiftKey: true }, 0, 3)).toEqual({ kind: 'none' });
    expect(completionKey({ key: 'ArrowDown', ctrlKey: true }, 0, 3)).toEqual({ kind: 'none' });
    expect(completionKey({ key: 'Enter' }, 0, 0)).toEqual({ kind: 'none' });
  });
});
