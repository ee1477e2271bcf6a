import type { Field } from '@cellar/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copiedText } from '../fieldValues';
import { ComputedCell } from './ComputedValue';

const computed = (type: Field['type'], options: Record<string, unknown>): Field => ({ id: 4, table_id: 7, name: 'Result', order: 4, type, primary: false, ...options });

describe('computed cells', () => {
  it('show a number as the server answers it (with its places), and copy as its text', () => {
    const total = computed('rollup', { formula_type: 'number', number_decimal_places: 2 });
    const { container } = render(<ComputedCell field={total} value="42.50" selected={false} />);
    expect(container.textContent).toBe('42.50');
    expect(copiedText(total, '42.50')).toBe('42.50');
  });

  it('show a boolean as a read-only checkbox', () => {
    render(<ComputedCell field={computed('formula', { formula_type: 'boolean' })} value={true} selected={false} />);
    const box = screen.getByRole('checkbox', { name: 'Result' });
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(box).not.toHaveAttribute('data-toggle');
  });

  it('show a list as chips of its items, each as its type shows it', () => {
    const amounts = computed('lookup', { formula_type: 'array', array_formula_type: 'number', number_decimal_places: 2 });
    const { container } = render(<ComputedCell field={amounts} value={[{ id: 1, value: '10.00' }, { id: 2, value: '32.50' }, { id: 3, value: null }]} selected={false} />);
    expect([...container.querySelectorAll('span > span')].map((chip) => chip.textContent)).toEqual(['10.00', '32.50']);
    expect(copiedText(amounts, [{ id: 1, value: '10.00' }, { id: 2, value: '32.50' }])).toBe('10.00, 32.50');
  });

  it('show a formula that does not work as empty', () => {
    const { container } = render(<ComputedCell field={computed('formula', { formula_type: 'invalid', error: 'There is no field named "Price"' })} value={null} selected={false} />);
    expect(container.textContent).toBe('');
  });
});
