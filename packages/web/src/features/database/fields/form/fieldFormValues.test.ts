import type { Field } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import { initialValues, withType } from './fieldFormValues';

const options = [{ id: 3, value: 'Open', color: 'green' }, { id: 4, value: 'Done', color: 'blue' }];
const status: Field = { id: 9, table_id: 7, name: 'Status', order: 1, type: 'single_select', primary: false, select_options: options };

describe('switching a field’s type in its form', () => {
  it('carries the options between single and multiple select, ids and all', () => {
    const multiple = withType(initialValues(status), 'multiple_select', status);
    expect(multiple.options).toEqual({ select_options: options });
    expect(withType(multiple, 'single_select', status).options).toEqual({ select_options: options });
  });

  it('starts other types from their defaults', () => {
    expect(withType(initialValues(status), 'text', status).options).toEqual({ text_default: '' });
  });
});
