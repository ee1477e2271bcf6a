import { describe, expect, it } from 'vitest';
import { fieldIdsParam, integerParam, recordIdParam } from './query-params.js';
import { gridRowsQuery, gridWindow, includesFieldOptions, listRowsQuery, rowsListRowQuery } from './query-schemas.js';
import { fieldChoice, filterParams, orderByParam, pageWindow } from './row-query.js';

// How a rows list or grid query string becomes a read (contract §1.5, §10.3, §11.4): what a client
// gets for each parameter it sends, including the ones it gets wrong.

describe('integer and field id parameters', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['007', 7],
    ['0', 0],
    ['', undefined],
    ['1.5', undefined],
    ['-1', undefined],
    ['12a', undefined],
    ['a12', undefined],
    ['1 2', undefined],
    ['99999999999999999999', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (text, value) => {
    expect(integerParam(text)).toBe(value);
  });

  it('reads a record id (`?before=`): absent when blank, 0 (no record) when it is not one or is past the largest', () => {
    expect(recordIdParam(undefined)).toBeUndefined();
    expect(recordIdParam('  ')).toBeUndefined();
    expect(recordIdParam(' 42 ')).toBe(42);
    expect(recordIdParam('2147483647')).toBe(2147483647);
    expect(recordIdParam('2147483648')).toBe(0);
    expect(recordIdParam('abc')).toBe(0);
    expect(recordIdParam('-3')).toBe(0);
  });

  it('takes the digits of each comma-separated item, skipping items without any', () => {
    expect(fieldIdsParam('field_3, 4,-field_12,,abc')).toEqual([3, 4, 12]);
    expect(fieldIdsParam('f1x2')).toEqual([12]);
    expect(fieldIdsParam(undefined)).toEqual([]);
    expect(fieldIdsParam('99999999999999999999')).toEqual([]);
  });
});

describe('page windows', () => {
  it('starts at page 1 of 100 rows', () => {
    expect(pageWindow(undefined, undefined)).toEqual({ kind: 'page', page: 1, size: 100 });
  });

  it('reads the last page, and keeps an unreadable page to be refused later', () => {
    expect(pageWindow('last', '20').page).toBe('last');
    expect(pageWindow('3', '20')).toEqual({ kind: 'page', page: 3, size: 20 });
    expect(pageWindow('third', undefined).page).toBeNaN();
  });

  it('falls back to 100 rows for a zero or unreadable size, and carries the maximum', () => {
    expect(pageWindow(undefined, '0').size).toBe(100);
    expect(pageWindow(undefined, 'ten').size).toBe(100);
    expect(pageWindow(undefined, '1').size).toBe(1);
    expect(pageWindow(undefined, '500', 200)).toEqual({ kind: 'page', page: 1, size: 500, maxSize: 200 });
  });
});

describe('order_by', () => {
  it('reads comma-separated field refs, descending with a leading minus', () => {
    expect(orderByParam(' field_3 , -field_4,,5- ')).toEqual([
      { ref: 'field_3', fieldId: 3, descending: false, style: 'order_by' },
      { ref: '-field_4', fieldId: 4, descending: true, style: 'order_by' },
      { ref: '5-', fieldId: 5, descending: false, style: 'order_by' },
    ]);
  });

  it('keeps a ref without digits so the server can name it in its error', () => {
    expect(orderByParam('name')).toEqual([{ ref: 'name', fieldId: undefined, descending: false, style: 'order_by' }]);
    expect(orderByParam(undefined)).toEqual([]);
    expect(orderByParam(' , ')).toEqual([]);
  });
});

describe('filter parameters', () => {
  it('adds one condition per filter key and per repeated value, AND by default', () => {
    const query = { filter__field_3__contains: 'a', filter__field_4__empty: ['', 'x'], size: '3', filter__field_x__contains: 'no' };
    expect(filterParams(query, undefined)).toEqual({
      type: 'AND',
      conditions: [
        { fieldId: 3, type: 'contains', value: 'a' },
        { fieldId: 4, type: 'empty', value: '' },
        { fieldId: 4, type: 'empty', value: 'x' },
      ],
    });
  });

  it('reads filter_type OR in any case, and a value that is not text as ""', () => {
    expect(filterParams({}, 'or').type).toBe('OR');
    expect(filterParams({}, 'OR').type).toBe('OR');
    expect(filterParams({}, 'xor').type).toBe('AND');
    expect(filterParams({ filter__field_2__contains: { nested: 'x' } }, undefined).conditions).toEqual([{ fieldId: 2, type: 'contains', value: '' }]);
  });

  it('skips a field id too large to be one', () => {
    expect(filterParams({ filter__field_99999999999999999999__contains: 'a' }, undefined).conditions).toEqual([]);
  });
});

describe('field choice', () => {
  it('returns every field unless include names some', () => {
    expect(fieldChoice(undefined, undefined)).toEqual({ include: undefined, exclude: [] });
    expect(fieldChoice('field_1,2', 'field_3')).toEqual({ include: [1, 2], exclude: [3] });
    expect(fieldChoice('name', undefined).include).toBeUndefined();
  });
});

describe('the rows list query', () => {
  it('reads every parameter, the first of repeated ones, and keeps filter keys', () => {
    const query = listRowsQuery.parse({
      page: ['2', '5'],
      size: '10',
      search: 'tea',
      order_by: '-field_1',
      filter_type: 'OR',
      include: 'field_1,field_2',
      exclude: 'field_2',
      filter__field_1__contains: 'x',
    });
    expect(rowsListRowQuery(query)).toEqual({
      search: 'tea',
      sorts: [{ ref: '-field_1', fieldId: 1, descending: true, style: 'order_by' }],
      filter: { type: 'OR', conditions: [{ fieldId: 1, type: 'contains', value: 'x' }] },
      include: [1, 2],
      exclude: [2],
      window: { kind: 'page', page: 2, size: 10, maxSize: 200 },
    });
  });
});

describe('the grid window', () => {
  const window = (query: Record<string, string>, maxSize?: number) => gridWindow(gridRowsQuery.parse(query), maxSize);

  it('answers only the count when count is sent, whatever its value', () => {
    expect(window({ count: '', limit: '5' })).toEqual({ kind: 'count' });
  });

  it('switches to limit/offset for a positive limit, with Cellar’s maximum', () => {
    expect(window({ limit: '5', offset: '10' }, 3000)).toEqual({ kind: 'offset', limit: 5, offset: 10, maxLimit: 3000 });
    expect(window({ limit: '1' })).toEqual({ kind: 'offset', limit: 1, offset: 0 });
    expect(window({ limit: '5', offset: 'x' })).toEqual({ kind: 'offset', limit: 5, offset: 0 });
  });

  it('reads page/size when limit is zero, unreadable or absent', () => {
    expect(window({ limit: '0', page: '2' }, 3000)).toEqual({ kind: 'page', page: 2, size: 100, maxSize: 3000 });
    expect(window({ limit: 'all' })).toEqual({ kind: 'page', page: 1, size: 100 });
  });

  it('adds the column settings only for include=field_options', () => {
    expect(includesFieldOptions(gridRowsQuery.parse({ include: 'rows,field_options' }))).toBe(true);
    expect(includesFieldOptions(gridRowsQuery.parse({ include: 'field_option' }))).toBe(false);
    expect(includesFieldOptions(gridRowsQuery.parse({}))).toBe(false);
  });
});
