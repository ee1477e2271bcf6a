import { compileFormula, environmentOf, formulaTypeOfField, type Field, type Row } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { formulaCellValue, previewText } from './formulaPreview';

const field = (id: number, name: string, type: Field['type'], extra: Record<string, unknown> = {}): Field => ({ id, table_id: 7, name, order: id, type, primary: id === 1, ...extra });
const fields = [
  field(1, 'Name', 'text'),
  field(2, 'Price', 'number', { number_type: 'DECIMAL', number_decimal_places: 2 }),
  field(3, 'Status', 'single_select', { select_options: [{ id: 5, value: 'Open', color: 'blue' }] }),
  field(4, 'Tags', 'multiple_select', { select_options: [] }),
];
const env = environmentOf(fields.map((item) => ({ id: item.id, name: item.name, type: formulaTypeOfField(item.type, item as unknown as Record<string, unknown>) })));
const row: Row = { id: 1, order: '1', field_1: 'Ada', field_2: '12.50', field_3: { id: 5, value: 'Open', color: 'blue' }, field_4: [{ id: 1, value: 'a', color: 'red' }] };
const preview = (text: string, chosen: Record<string, unknown> = {}) => {
  const compiled = compileFormula(text, env);
  if (!compiled.ok) throw new Error(compiled.error.message);
  return previewText(compiled, row, fields, chosen);
};

describe("the formula editor's preview of the first row", () => {
  it('reads cells as the evaluator does: numbers as numbers, a select option by its text, a list by its values', () => {
    expect(formulaCellValue(fields[1]!, '12.50')).toBe(12.5);
    expect(formulaCellValue(fields[2]!, row.field_3)).toBe('Open');
    expect(formulaCellValue(fields[3]!, row.field_4)).toEqual(['a']);
    expect(formulaCellValue(fields[1]!, null)).toBeNull();
  });

  it('shows the value as its cell would: a number with its places, chosen places over them', () => {
    expect(preview("concat(upper(field('Name')), ' ', field('Status'))")).toBe('ADA Open');
    expect(preview("field('Price') * 2")).toBe('25.00');
    expect(preview("field('Price') * 2", { number_decimal_places: 0 })).toBe('25');
  });
});
