import { describe, expect, it } from 'vitest';
import { filesFromPaste, maxFilesPerCell, parseFileReferences } from './file-items.js';

const name = `${'A'.repeat(32)}_${'b'.repeat(64)}.pdf`;
const refusal = (error: string, code: string) => ({ ok: false, error: { error, code } });

describe('file cells sent to the rows API, refused as the reference words it (contract §9.4)', () => {
  it('name the type of what is not a list', () => {
    expect(parseFileReferences(undefined)).toEqual({ ok: true, value: [] });
    expect(parseFileReferences('x')).toEqual(refusal('Expected a list of items but got type "str".', 'not_a_list'));
    expect(parseFileReferences(false)).toEqual(refusal('Expected a list of items but got type "bool".', 'not_a_list'));
    expect(parseFileReferences(2)).toEqual(refusal('Expected a list of items but got type "int".', 'not_a_list'));
    expect(parseFileReferences(2.5)).toEqual(refusal('Expected a list of items but got type "float".', 'not_a_list'));
    expect(parseFileReferences({ name })).toEqual(refusal('Expected a list of items but got type "dict".', 'not_a_list'));
  });

  it('take at most 100 files', () => {
    const files = Array.from({ length: maxFilesPerCell }, () => ({ name }));
    expect(parseFileReferences(files)).toMatchObject({ ok: true });
    expect(parseFileReferences([...files, { name }])).toEqual(refusal('Ensure this field has no more than 100 elements.', 'max_length'));
  });

  it('name each item that is not a dictionary by its type', () => {
    const answer = parseFileReferences(['x', 1, 1.5, true, [], null, { name }]);
    const notADictionary = (type: string) => ({ non_field_errors: [{ error: `Invalid data. Expected a dictionary, but got ${type}.`, code: 'invalid' }] });
    expect(answer).toEqual({
      ok: false,
      error: { error: 'Invalid data. Expected a dictionary, but got str.', code: 'invalid' },
      detail: [notADictionary('str'), notADictionary('int'), notADictionary('float'), notADictionary('bool'), notADictionary('list'), notADictionary('NoneType'), {}],
    });
  });

  it('check the name and the visible name of each item, the first refusal being the error', () => {
    const answer = parseFileReferences([
      {},
      { name: null },
      { name: 'photo.png' },
      { name, visible_name: null },
      { name, visible_name: 7 },
      { name, visible_name: '  ' },
      { name, visible_name: 'x'.repeat(256) },
      { name, visible_name: 'x'.repeat(255) },
    ]);
    expect(answer).toEqual({
      ok: false,
      error: { error: 'This field is required.', code: 'required' },
      detail: [
        { name: [{ error: 'This field is required.', code: 'required' }] },
        { name: [{ error: 'This field may not be null.', code: 'null' }] },
        { name: [{ error: 'The value is not a valid user file name.', code: 'invalid' }] },
        { visible_name: [{ error: 'This field may not be null.', code: 'null' }] },
        { visible_name: [{ error: 'Not a valid string.', code: 'invalid' }] },
        { visible_name: [{ error: 'This field may not be blank.', code: 'blank' }] },
        { visible_name: [{ error: 'Ensure this field has no more than 255 characters.', code: 'max_length' }] },
        {},
      ],
    });
    expect(parseFileReferences([{ name: 'photo.png', visible_name: '' }])).toMatchObject({
      error: { code: 'invalid' },
      detail: [{ name: [{ code: 'invalid' }], visible_name: [{ code: 'blank' }] }],
    });
  });

  it('paste nothing from JSON that is not a list of named files', () => {
    expect(filesFromPaste('{"name":"x"}')).toEqual([]);
    expect(filesFromPaste('[null]')).toEqual([]);
    expect(filesFromPaste('[{"name":3}]')).toEqual([]);
  });
});
