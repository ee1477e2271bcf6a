import { describe, expect, it } from 'vitest';
import { linkedIds, linkedRows, linkRowField, linkRowText, parseLinkRowIds } from './link-row-field.js';

const refused = (error: string, code: string) => ({ ok: false, error: { error, code } });

describe('link cells sent to the rows API (contract §9.4)', () => {
  it('take a list of row ids, as numbers, integer strings or {id} objects, without repeats', () => {
    expect(parseLinkRowIds([])).toEqual({ ok: true, value: [] });
    expect(parseLinkRowIds([3, ' 4 ', '+5', { id: 6 }, { id: '7' }, 3, 0])).toEqual({ ok: true, value: [3, 4, 5, 6, 7, 0] });
  });

  it('refuse null and what is not a list, naming its type as the reference does', () => {
    expect(parseLinkRowIds(null)).toEqual(refused('This field may not be null.', 'null'));
    expect(parseLinkRowIds(undefined)).toEqual(refused('This field may not be null.', 'null'));
    expect(parseLinkRowIds('1')).toEqual(refused('Expected a list of items but got type "str".', 'not_a_list'));
    expect(parseLinkRowIds(true)).toEqual(refused('Expected a list of items but got type "bool".', 'not_a_list'));
    expect(parseLinkRowIds(1)).toEqual(refused('Expected a list of items but got type "int".', 'not_a_list'));
    expect(parseLinkRowIds(1.5)).toEqual(refused('Expected a list of items but got type "float".', 'not_a_list'));
    expect(parseLinkRowIds({ id: 1 })).toEqual(refused('Expected a list of items but got type "dict".', 'not_a_list'));
  });

  it('refuse more than 10,000 links in one cell', () => {
    const ids = Array.from({ length: 10_000 }, (_, index) => index + 1);
    expect(parseLinkRowIds(ids)).toMatchObject({ ok: true });
    expect(parseLinkRowIds([...ids, 10_001])).toEqual(refused('Ensure this field has no more than 10000 elements.', 'max_length'));
  });

  it('name each item that is not an id by its index, the first one as the error', () => {
    const answer = parseLinkRowIds([1, 'x', -2, 1.5, [3], { id: null }, null, '']);
    expect(answer).toEqual({
      ok: false,
      error: { error: 'A valid integer is required.', code: 'invalid' },
      detail: {
        '1': [{ error: 'A valid integer is required.', code: 'invalid' }],
        '2': [{ error: 'Ensure this value is greater than or equal to 0.', code: 'min_value' }],
        '3': [{ error: 'A valid integer is required.', code: 'invalid' }],
        '4': [{ error: 'A valid integer is required.', code: 'invalid' }],
        '5': [{ error: 'A valid integer is required.', code: 'invalid' }],
        '6': [{ error: 'A valid integer is required.', code: 'invalid' }],
        '7': [{ error: 'A valid integer is required.', code: 'invalid' }],
      },
    });
    expect(parseLinkRowIds([-1])).toEqual({
      ok: false,
      error: { error: 'Ensure this value is greater than or equal to 0.', code: 'min_value' },
      detail: { '0': [{ error: 'Ensure this value is greater than or equal to 0.', code: 'min_value' }] },
    });
  });
});

describe('link cells in the browser', () => {
  const cell = [{ id: 1, value: 'Ada' }, 2, { id: 3, value: null }, { id: 'x' }, null];

  it('know the ids they link to, whether answered by the server or still bare', () => {
    expect(linkedIds(cell)).toEqual([1, 2, 3]);
    expect(linkedIds('1,2')).toEqual([]);
    expect(linkedIds(null)).toEqual([]);
  });

  it('show only the rows the server answered, by their primary values', () => {
    expect(linkedRows(cell)).toEqual([
      { id: 1, value: 'Ada' },
      { id: 3, value: null },
    ]);
    expect(linkedRows({ id: 1, value: 'Ada' })).toEqual([]);
    expect(linkRowText(cell)).toBe('Ada, ');
    expect(linkRowText(undefined)).toBe('');
  });

  it('are edited as JSON text: a list of ids or rows, or nothing', () => {
    expect(linkRowField.validateTyped!('', {})).toBeNull();
    expect(linkRowField.validateTyped!('  ', {})).toBeNull();
    expect(linkRowField.validateTyped!('[{"id":1,"value":"Ada"},2]', {})).toBeNull();
    for (const text of ['Ada', '{"id":1}', '[1,"x"]', '[1', 'null']) expect(linkRowField.validateTyped!(text, {}), text).toBe('Not a list of rows');
    expect(linkRowField.fromTyped!('[{"id":1,"value":"Ada"},2]', {})).toEqual([{ id: 1, value: 'Ada' }, 2]);
    expect(linkRowField.fromTyped!(' ', {})).toEqual([]);
    expect(linkRowField.fromTyped!('Ada', {})).toEqual([]);
  });

  it('start empty, and are never primary or sorted', () => {
    expect(linkRowField.defaultValue!({})).toEqual([]);
    expect(linkRowField.canBePrimary).toBe(false);
    expect(linkRowField.canSort).toBe(false);
  });
});
