import { describe, expect, it } from 'vitest';
import { jsonMessages, jsonNestingDepth, jsonNestingLimit, jsonToRows } from './json-rows.js';

describe('reading a JSON file into rows', () => {
  it('makes the keys of an array of objects the header, in the order first seen, and every value text', () => {
    const json = JSON.stringify([
      { name: 'Ada', age: 36, tags: ['math', 'engines'] },
      { name: 'Grace', city: 'Arlington', active: true, address: { zip: '22201' }, note: null },
    ]);
    expect(jsonToRows(json)).toEqual({
      keyed: true,
      data: [
        ['name', 'age', 'tags', 'city', 'active', 'address', 'note'],
        ['Ada', '36', '["math","engines"]', '', '', '', ''],
        ['Grace', '', '', 'Arlington', 'true', '{"zip":"22201"}', ''],
      ],
    });
  });

  it('takes an array of arrays as rows, as they are', () => {
    expect(jsonToRows('[["name","age"],["Ada",36],["Grace"]]')).toEqual({ keyed: false, data: [['name', 'age'], ['Ada', '36'], ['Grace']] });
  });

  it('says what is wrong with a file that is not an array of objects or of arrays', () => {
    expect(jsonToRows('  ')).toEqual({ error: jsonMessages.empty });
    expect(jsonToRows('[]')).toEqual({ error: jsonMessages.empty });
    expect(jsonToRows('{"rows":[]}')).toEqual({ error: jsonMessages.notArray });
    expect(jsonToRows('[{"a":1},[1]]')).toEqual({ error: jsonMessages.mixedItems });
    expect(jsonToRows('[1,2]')).toEqual({ error: jsonMessages.mixedItems });
    expect(jsonToRows('[{"a":1},')).toEqual({ error: expect.stringMatching(/^Error occurred while parsing JSON: .+/) });
  });

  it('refuses 100,000 levels of nesting with a message, before parsing', () => {
    const deep = `[${'['.repeat(100_000)}${']'.repeat(100_000)}]`;
    expect(jsonToRows(deep)).toEqual({ error: jsonMessages.tooDeep });
    const objects = `[${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}]`;
    expect(jsonToRows(objects)).toEqual({ error: jsonMessages.tooDeep });
  });

  it('takes nesting up to the limit, and does not count brackets inside strings', () => {
    const atLimit = `[${'['.repeat(jsonNestingLimit - 1)}${']'.repeat(jsonNestingLimit - 1)}]`;
    expect(jsonNestingDepth(atLimit)).toBe(jsonNestingLimit);
    expect(jsonToRows(atLimit)).toMatchObject({ keyed: false });
    expect(jsonNestingDepth('[{"a":"[[[{{{\\"[["}]')).toBe(2);
  });

  it('refuses more columns than a table may have before building any row', () => {
    const items = Array.from({ length: 1_001 }, (_, index) => `{"k${index}":1}`);
    expect(jsonToRows(`[${items.join(',')}]`)).toEqual({ error: 'It is not possible to import more than 1000 columns.' });
  });
});
