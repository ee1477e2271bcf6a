import { describe, expect, it } from 'vitest';
import { truncateMiddle, isUserFileName } from '../../user-files/user-file.js';
import { fieldTypes } from '../registry.js';
import { filesFromPaste, parseFileReferences } from './file-items.js';

const name = `${'A'.repeat(32)}_${'a'.repeat(64)}.png`;

describe('file cells (contract §9.4, spec §5)', () => {
  it('read null as no files and keep name and visible name of each item, in order', () => {
    expect(parseFileReferences(null)).toEqual({ ok: true, value: [] });
    expect(parseFileReferences([{ name, visible_name: 'Photo', is_image: true }, { name }])).toEqual({ ok: true, value: [{ name, visible_name: 'Photo' }, { name }] });
  });

  it('refuse a non-list, and report bad items in a list aligned with the input', () => {
    expect(parseFileReferences({ name })).toMatchObject({ ok: false, error: { code: 'not_a_list' } });
    const result = parseFileReferences([{ name }, { name: '../x' }, { name, visible_name: '' }]);
    expect(result).toMatchObject({
      ok: false,
      detail: [{}, { name: [{ code: 'invalid' }] }, { visible_name: [{ code: 'blank' }] }],
    });
  });

  it('paste a JSON list whose items all have a name, else nothing; copy gives that list', () => {
    expect(filesFromPaste(JSON.stringify([{ name }]))).toEqual([{ name }]);
    expect(filesFromPaste(JSON.stringify([{ name }, { visible_name: 'x' }]))).toEqual([]);
    expect(filesFromPaste('not json')).toEqual([]);
    expect(fieldTypes.file.toText([{ name }], {})).toBe(JSON.stringify([{ name }]));
    expect(fieldTypes.file.toText([], {})).toBe('');
  });
});

describe('user file names', () => {
  it('match the contract pattern only', () => {
    expect(isUserFileName(name)).toBe(true);
    expect(isUserFileName(`${'A'.repeat(32)}_abc.`)).toBe(true);
    for (const bad of ['../etc/passwd', 'a/b_c.png', 'abc.png', 'a_b.c.d', '', 'a_b.png\n']) expect(isUserFileName(bad), bad).toBe(false);
  });

  it('cut original names in the middle to 64 characters, whole characters only', () => {
    expect(truncateMiddle('short.txt')).toBe('short.txt');
    const cut = truncateMiddle(`${'a'.repeat(50)}${'b'.repeat(50)}.txt`);
    expect(cut).toBe(`${'a'.repeat(30)}...${'b'.repeat(27)}.txt`);
    expect(Array.from(truncateMiddle('😀'.repeat(100)))).toHaveLength(64);
  });
});
