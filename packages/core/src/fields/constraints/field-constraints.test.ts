import { describe, expect, it } from 'vitest';
import { describeDatabaseApi } from '../../api-docs/database-api.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Field } from '../field-types.js';
import { constraintRefusal, withConstraints } from './field-constraints.js';
import { duplicateFilterType } from './unique/duplicate-filter.js';

const unique = { type_name: 'unique_with_empty' };
const required = { type_name: 'required' };

describe('field constraints (issue 32)', () => {
  it('are checked against the type, kept once each in registry order, and only stored when there are some', () => {
    expect(withConstraints({ field_constraints: [required, unique, required] }, undefined, 'text', { text_default: '' })).toEqual({ text_default: '', field_constraints: [unique, required] });
    expect(withConstraints({ field_constraints: [] }, { field_constraints: [unique] }, 'number', {})).toEqual({});
    expect(() => withConstraints({ field_constraints: [unique] }, undefined, 'boolean', {})).toThrow(DomainError);
    expect(() => withConstraints({ field_constraints: [unique] }, undefined, 'text', { text_default: 'x' })).toThrow(expect.objectContaining({ code: 'ERROR_FIELD_CONSTRAINT_DOES_NOT_SUPPORT_DEFAULT_VALUE' }));
  });

  it('follow a type change that allows them when the body does not name them, and are dropped by one that does not', () => {
    expect(withConstraints({ type: 'number' }, { field_constraints: [unique, required] }, 'number', {})).toEqual({ field_constraints: [unique, required] });
    expect(withConstraints({ type: 'boolean' }, { field_constraints: [unique, required] }, 'boolean', {})).toEqual({});
  });

  it('refuse an empty value under required, in the editor as in the API', () => {
    expect(constraintRefusal({ field_constraints: [required] }, '')).toBe('This field is required: it cannot be empty.');
    expect(constraintRefusal({ field_constraints: [required] }, 'x')).toBeNull();
    expect(constraintRefusal({ field_constraints: [unique] }, '')).toBeNull();
  });

  it('pick the filter that shows a duplicated value, per type', () => {
    expect([duplicateFilterType('text'), duplicateFilterType('single_select'), duplicateFilterType('date'), duplicateFilterType('number')]).toEqual(['equal', 'single_select_equal', 'date_equal', 'equal']);
  });

  it('are told in the generated API docs beside what a cell accepts', () => {
    const field: Field = { id: 5, table_id: 1, name: 'Code', order: 1, type: 'text', primary: false, text_default: '', field_constraints: [unique] };
    const docs = describeDatabaseApi({ database: { id: 1, name: 'D' }, tables: [{ table: { id: 1, name: 'T', order: 1, database_id: 1 }, fields: [field] }] });
    expect(docs.tables[0]?.fields[0]?.accepts).toContain('Unique: No two rows may hold the same value; empty cells do not count as duplicates.');
  });
});
