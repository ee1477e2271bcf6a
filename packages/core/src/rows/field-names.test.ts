import { describe, expect, it } from 'vitest';
import { fieldIdKeys, fieldNameKeys, rowWithKeys, splitCommaSeparated, userFieldNamesParam } from './field-names.js';
import { fieldChoice, filterParams, orderByParam } from './row-query.js';

describe('splitCommaSeparated', () => {
  it('splits as the reference csv reader does', () => {
    expect(splitCommaSeparated('A,"B , C",D')).toEqual(['A', 'B , C', 'D']);
    expect(splitCommaSeparated('A,\\"B,C')).toEqual(['A', '"B', 'C']);
    expect(splitCommaSeparated('A,\\"B,C\\,D')).toEqual(['A', '"B', 'C,D']);
    expect(splitCommaSeparated('"-\\"Name, 2\\""')).toEqual(['-"Name, 2"']);
    expect(splitCommaSeparated('"a""b",c')).toEqual(['a"b', 'c']);
    expect(splitCommaSeparated('a"b, c,')).toEqual(['a"b', ' c', '']);
    expect(splitCommaSeparated('"abc')).toEqual(['abc']);
    // After a closing quote a backslash is text, as the reader has it.
    expect(splitCommaSeparated('"a"\\b,c')).toEqual(['a\\b', 'c']);
    expect(splitCommaSeparated('')).toEqual([]);
  });
});

describe('user_field_names', () => {
  it('is on when empty or a yes word, off when absent or anything else', () => {
    expect(['', 'true', 'Y', 'on', '1', ' yes '].map(userFieldNamesParam)).toEqual([true, true, true, true, true, true]);
    expect([undefined, 'false', '0', 'nope'].map(userFieldNamesParam)).toEqual([false, false, false, false]);
  });

  const names = fieldNameKeys([{ id: 1, name: 'Name' }, { id: 2, name: 'Twin' }, { id: 3, name: 'Twin' }, { id: 4, name: 'field_9' }]);

  it('maps names to ids, the later of two fields sharing a name', () => {
    expect([names.idOf('Name'), names.idOf('Twin'), names.idOf('field_9'), names.idOf('field_1')]).toEqual([1, 3, 4, undefined]);
  });

  it('reads order_by, filters and include/exclude by name', () => {
    expect(orderByParam('-Twin,"+Name"', names).map(({ fieldId, descending }) => [fieldId, descending])).toEqual([[3, true], [1, false]]);
    expect(orderByParam('field_1', names)[0]).toMatchObject({ fieldId: undefined, ref: 'field_1' });
    const filters = filterParams({ filter__Name__equal: 'a', filter__field_2__equal: 'b', filter__Nobody__equal: 'c', filter__a__b__equal: 'd' }, 'or', names);
    expect(filters).toEqual({ type: 'OR', conditions: [{ fieldId: 1, type: 'equal', value: 'a', param: 'filter__Name__equal' }, { fieldId: 2, type: 'equal', value: 'b', param: 'filter__field_2__equal' }] });
    expect(fieldChoice('Name,Nobody', 'Twin', names)).toEqual({ include: [1], exclude: [3] });
    expect(fieldChoice('Name', undefined, fieldIdKeys)).toEqual({ include: undefined, exclude: [] });
  });

  it('renames the cells of a row and keeps id and order', () => {
    const row = { id: 5, order: '1', field_1: 'x', field_4: 'y' };
    expect(rowWithKeys(row, [{ id: 1, name: 'order' }, { id: 4, name: 'Other' }], names)).toEqual({ id: 5, order: '1', Other: 'y' });
    expect(rowWithKeys(row, [], fieldIdKeys)).toBe(row);
    const odd = rowWithKeys(row, [{ id: 1, name: '__proto__' }, { id: 4, name: 'constructor' }], names);
    expect(JSON.stringify(odd)).toBe('{"__proto__":"x","constructor":"y","id":5,"order":"1"}');
  });
});
