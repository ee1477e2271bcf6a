// ajv 8 under an alias: the root `ajv` is ESLint's version 6, and Stryker's sandbox links only the root node_modules.
import { Ajv2020 } from 'ajv8/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldTypeNames, type FieldTypeName } from '../fields/field-type.js';
import { fieldTypeOf } from '../fields/registry.js';
import type { JsonSchema } from './json-schema.js';

// What a client reads in the API docs about a cell must hold against the rules the server applies:
// the examples are accepted, the schemas admit what the rules accept, and the sentence names the limits.

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

function matches(schema: JsonSchema, value: unknown): boolean {
  return ajv.validate(schema, value);
}

/** Each type with the option sets whose documentation differs, read through the type's own options schema. */
const optionSets: Record<FieldTypeName, Record<string, unknown>[]> = {
  text: [{}],
  long_text: [{}],
  url: [{}],
  email: [{}],
  phone_number: [{}],
  boolean: [{}],
  number: [
    {},
    { number_negative: true },
    { number_type: 'DECIMAL', number_decimal_places: 1 },
    { number_type: 'DECIMAL', number_decimal_places: 2, number_negative: true },
    { number_type: 'DECIMAL', number_decimal_places: 5 },
  ],
  date: [{}, { date_include_time: true }],
  created_on: [{}, { date_include_time: true, date_show_tzinfo: true, date_force_timezone: 'Europe/Amsterdam' }],
  last_modified: [{}, { date_include_time: true }],
  created_by: [{}],
  last_modified_by: [{}],
  autonumber: [{}],
  link_row: [{ link_row_table: 7 }],
  file: [{}],
  single_select: [
    {},
    { select_options: [{ id: 3, value: 'Open', color: 'green' }, { id: 9, value: 'Done', color: 'blue' }] },
  ],
  multiple_select: [
    {},
    { select_options: [{ id: 3, value: 'Open', color: 'green' }, { id: 9, value: 'Done', color: 'blue' }] },
  ],
  rating: [{}, { max_value: 10, style: 'heart', color: 'red' }],
  duration: [{}, { duration_format: 'd h' }, { duration_format: 'h:mm:ss.sss' }],
  // A body's options only: the result type the server answers is dropped, so these document an invalid formula.
  formula: [{ formula: "concat('a', 'b')" }],
  lookup: [{ through_field_id: 1, target_field_id: 2 }],
  rollup: [{ through_field_id: 1, target_field_id: 2, rollup_function: 'sum' }],
  count: [{ through_field_id: 1 }],
};

// Any JSON, plus what JSON alone rarely makes and the rules treat apart: integer text, `{id}` objects,
// yes/no words, dates, and lists of them.
const plausible = fc.oneof(
  fc.integer({ min: -5, max: 20 }),
  fc.integer({ min: -5, max: 20 }).map((id) => ` ${id} `),
  fc.record({ id: fc.integer({ min: -1, max: 9 }) }),
  fc.constantFrom('', ' ', 'yes', 'off', '1', '0', 't', '2021-07-22', '2021-07-22T12:45:00Z', '42.5', '-1', 'name@example.com', 'https://example.com', '+1 202'),
);
const bodyValue = fc.oneof(fc.jsonValue(), plausible, fc.array(plausible, { maxLength: 4 }));

const cases = fieldTypeNames.flatMap((type) =>
  optionSets[type].map((raw) => ({ type, raw, options: fieldTypeOf(type).optionsSchema.parse(raw) as object })),
);

describe.each(cases)('the documented $type cell, options $raw', ({ type, options }) => {
  const definition = fieldTypeOf(type);
  const doc = definition.apiDoc;

  it("has an example body value that the rows API accepts and its request schema admits", () => {
    const { request } = doc.example(options);
    // A read-only type's cells are the server's: whatever a body sends is refused on its key.
    if (definition.readOnly) return void expect(definition.parseApiValue(request, options)).toMatchObject({ ok: false, error: { code: 'read_only' } });
    expect(definition.parseApiValue(request, options)).toMatchObject({ ok: true });
    expect(matches(doc.requestSchema(options), request)).toBe(true);
  });

  it('has an example answer value that its response schema admits', () => {
    expect(matches(doc.responseSchema(options), doc.example(options).response)).toBe(true);
  });

  it('admits in its request schema every value the rows API accepts', () => {
    fc.assert(
      fc.property(bodyValue, (value) => {
        if (definition.parseApiValue(value, options).ok) expect(matches(doc.requestSchema(options), value), JSON.stringify(value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('admits null in its request schema exactly when the rows API accepts null', () => {
    expect(matches(doc.requestSchema(options), null)).toBe(definition.parseApiValue(null, options).ok);
  });

  it('says in a sentence what a body may send', () => {
    expect(doc.accepts(options)).toMatch(/^\S.{20,}[.)]$/);
  });
});

describe('what the number docs promise', () => {
  const number = fieldTypeOf('number');
  const numberCases = cases.filter((entry) => entry.type === 'number');

  it.each(numberCases)('writes every accepted number as its response schema says, options $raw', ({ options }) => {
    const schema = number.apiDoc.responseSchema(options);
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })), (input) => {
        const parsed = number.parseApiValue(input, options);
        if (parsed.ok && parsed.value !== null) expect(matches(schema, parsed.value), `${input} → ${String(parsed.value)}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses in its response schema a value with the wrong number of decimals or a sign it does not allow', () => {
    const twoPlaces = number.optionsSchema.parse({ number_type: 'DECIMAL', number_decimal_places: 2 });
    const schema = number.apiDoc.responseSchema(twoPlaces);
    expect(matches(schema, '42.50')).toBe(true);
    expect(matches(schema, '42.5')).toBe(false);
    expect(matches(schema, '42')).toBe(false);
    expect(matches(schema, '-42.50')).toBe(false);
    expect(matches(schema, 'x42.50')).toBe(false);
    expect(matches(schema, '42.50x')).toBe(false);
    expect(matches(schema, null)).toBe(true);
    const whole = number.optionsSchema.parse({ number_negative: true });
    expect(matches(number.apiDoc.responseSchema(whole), '-42')).toBe(true);
    expect(matches(number.apiDoc.responseSchema(whole), '42.0')).toBe(false);
  });

  it('names the decimal places, the digit limit and the sign rule', () => {
    const accepts = (raw: object) => number.apiDoc.accepts(number.optionsSchema.parse(raw));
    expect(accepts({})).toBe('A whole number (at most 50 digits before the point), as a JSON number or a string, or null; negative numbers are refused.');
    expect(accepts({ number_type: 'DECIMAL', number_decimal_places: 1, number_negative: true })).toBe(
      'A number with at most 1 decimal place (at most 50 digits before the point), as a JSON number or a string, or null; negative numbers are allowed.',
    );
    expect(accepts({ number_type: 'DECIMAL', number_decimal_places: 3 })).toContain('at most 3 decimal places (');
  });

  it('gives an example with exactly the field’s decimals', () => {
    const example = (raw: object) => number.apiDoc.example(number.optionsSchema.parse(raw));
    expect(example({})).toEqual({ response: '42', request: 42 });
    expect(example({ number_type: 'DECIMAL', number_decimal_places: 1 })).toEqual({ response: '42.5', request: 42.5 });
    expect(example({ number_type: 'DECIMAL', number_decimal_places: 3 })).toEqual({ response: '42.500', request: 42.5 });
  });
});

describe('what the other types’ docs promise', () => {
  const optionsOf = (type: FieldTypeName, raw: object) => fieldTypeOf(type).optionsSchema.parse(raw) as object;

  it('dates: a date-time with a time, a date without, in the sentence and the example alike', () => {
    const date = fieldTypeOf('date').apiDoc;
    const withTime = optionsOf('date', { date_include_time: true });
    const dateOnly = optionsOf('date', {});
    expect(date.accepts(withTime)).toContain('date and time');
    expect(date.accepts(dateOnly)).toContain('without a time');
    expect(date.example(withTime)).toEqual({ response: '2021-07-22T12:45:00Z', request: '2021-07-22T12:45:00Z' });
    expect(date.example(dateOnly)).toEqual({ response: '2021-07-22', request: '2021-07-22' });
    expect(matches(date.responseSchema(dateOnly), '2021-07-22T12:45:00Z')).toBe(false);
    expect(matches(date.responseSchema(withTime), '2021-07-22')).toBe(false);
  });

  it('single select: the options by id and value, only those ids in bodies, and an example of the first', () => {
    const select = fieldTypeOf('single_select').apiDoc;
    const withOptions = optionsOf('single_select', { select_options: [{ id: 3, value: 'Open', color: 'green' }, { id: 9, value: 'Done', color: 'blue' }] });
    expect(select.accepts(withOptions)).toBe("The id of one of the field's options, or null. Options: 3 (Open), 9 (Done).");
    expect(select.accepts(optionsOf('single_select', {}))).toBe("The id of one of the field's options, or null. The field has no options yet.");
    expect(matches(select.requestSchema(withOptions), 9)).toBe(true);
    expect(matches(select.requestSchema(withOptions), 4)).toBe(false);
    expect(matches(select.requestSchema(withOptions), ' 9 ')).toBe(true);
    expect(matches(select.requestSchema(withOptions), 'Done')).toBe(false);
    expect(matches(select.requestSchema(optionsOf('single_select', {})), 1)).toBe(false);
    expect(select.example(withOptions)).toEqual({ response: { id: 3, value: 'Open', color: 'green' }, request: 3 });
    expect(matches(select.responseSchema(withOptions), { id: 3, value: 'Open' })).toBe(false);
  });

  it('link to table: names the linked table, takes row ids and answers id and value', () => {
    const link = fieldTypeOf('link_row').apiDoc;
    const options = optionsOf('link_row', { link_row_table: 7 });
    expect(link.accepts(options)).toBe('A list of ids of rows in table 7; it replaces all links. [] removes them.');
    expect(matches(link.requestSchema(options), [1, 2])).toBe(true);
    expect(matches(link.requestSchema(options), [-1])).toBe(false);
    expect(matches(link.requestSchema(options), [' 4 ', { id: 5 }])).toBe(true);
    expect(matches(link.requestSchema(options), ['four'])).toBe(false);
    expect(matches(link.requestSchema(options), Array.from({ length: 10_001 }, (_, index) => index))).toBe(false);
    expect(matches(link.responseSchema(options), [{ id: 1 }])).toBe(false);
    expect(matches(link.responseSchema(options), [{ id: 1, value: null }])).toBe(true);
  });

  it('files: answers files with their thumbnails, and bodies name uploaded files', () => {
    const file = fieldTypeOf('file').apiDoc;
    const options = optionsOf('file', {});
    const [answered] = file.example(options).response as { name: string; url: string }[];
    expect(answered!.url.endsWith(`/media/user_files/${answered!.name}`)).toBe(true);
    expect(matches(file.responseSchema(options), [{ name: answered!.name }])).toBe(false);
    expect(matches(file.requestSchema(options), [{ visible_name: 'a.png' }])).toBe(false);
    expect(matches(file.requestSchema(options), Array.from({ length: 101 }, () => ({ name: answered!.name })))).toBe(false);
    expect(file.accepts(options)).toContain('/api/user-files/upload-file/');
  });

  it('booleans: never null in answers, and the words a body may send', () => {
    const boolean = fieldTypeOf('boolean').apiDoc;
    expect(matches(boolean.responseSchema({}), null)).toBe(false);
    expect(boolean.accepts({})).toContain('null is refused');
  });
});
