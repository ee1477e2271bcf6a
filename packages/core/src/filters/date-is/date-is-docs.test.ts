import { describe, expect, it } from 'vitest';
import { describeDatabaseApi } from '../../api-docs/database-api.js';
import { databaseApiDocument } from '../../api-docs/database-document.js';
import type { Field } from '../../fields/field-types.js';

const when = { id: 17, table_id: 5, name: 'When', order: 1, type: 'date', primary: false, date_format: 'ISO', date_include_time: false, date_time_format: '24' } as Field;
const amount = { id: 18, table_id: 5, name: 'Amount', order: 2, type: 'number', primary: false, number_decimal_places: 0 } as Field;

describe('the new date and number filters in the API docs', () => {
  it('list a date field’s multi-step filters with their value form, and the or-equal number filters', () => {
    const source = { database: { id: 2, name: 'Shop' }, tables: [{ table: { id: 5, name: 'Orders', order: 1, database_id: 2 }, fields: [when, amount] }] };
    const document = databaseApiDocument(describeDatabaseApi(source), 'http://localhost');
    const parameters = Object.values(document.paths).flatMap((path) => Object.values(path ?? {}).flatMap((operation) => (operation as { parameters?: { name: string; description?: string }[] }).parameters ?? []));
    const described = (name: string) => parameters.find((parameter) => parameter.name === name)?.description ?? '';
    expect(described('filter__field_17__date_is')).toContain('`<time zone>?<value>?<operator>`');
    expect(described('filter__field_17__date_is_within')).not.toMatch(/operators: today/);
    expect(described('filter__field_17__date_is')).toMatch(/operators: today, yesterday/);
    expect(described('filter__field_18__higher_than_or_equal')).not.toBe('');
    expect(described('filter__field_18__lower_than_or_equal')).not.toContain('Value:');
  });
});
