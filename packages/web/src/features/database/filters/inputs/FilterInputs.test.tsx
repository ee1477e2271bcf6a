import type { Field, FilterTypeName } from '@cellar/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { filterUis } from '../filterUi';

const field = (type: Field['type'], extra: Record<string, unknown> = {}): Field => ({ id: 2, table_id: 7, name: 'F', order: 2, type, primary: false, ...extra });

function renderInput(type: FilterTypeName, target: Field, value = '') {
  const { Input } = filterUis[type];
  if (!Input) throw new Error(`${type} takes no value`);
  const onCommit = vi.fn();
  render(<Input value={value} field={target} label="Filter 1 value" onCommit={onCommit} />);
  return { onCommit, user: userEvent.setup() };
}

describe('filter value inputs (spec §9)', () => {
  it('send a number only when it is a decimal, and say why not', async () => {
    const { onCommit, user } = renderInput('higher_than', field('number'));
    const box = screen.getByRole('textbox', { name: 'Filter 1 value' });
    await user.type(box, '1,5{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter a decimal number');
    await user.clear(box);
    await user.type(box, '-9.4444{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith('-9.4444');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('send a duration as seconds or in its format, and say why not', async () => {
    const { onCommit, user } = renderInput('lower_than', field('duration', { duration_format: 'h:mm' }));
    const box = screen.getByRole('textbox', { name: 'Filter 1 value' });
    await user.type(box, '3 days ago{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('Enter a duration such as 1:30');
    await user.clear(box);
    await user.type(box, '1:30{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith('1:30');
  });

  it('send an autonumber only as a whole number, and say why not', async () => {
    const { onCommit, user } = renderInput('higher_than', field('autonumber'));
    const box = screen.getByRole('textbox', { name: 'Filter 1 value' });
    await user.type(box, '1.5{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('Enter a whole number');
    await user.clear(box);
    await user.type(box, '12{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith('12');
  });

  it('send a date only when it is a valid ISO date or empty, after the pause', async () => {
    const { onCommit, user } = renderInput('date_equal', field('date'), '2021-07-22');
    const box = screen.getByRole('textbox', { name: 'Filter 1 value' });
    await user.clear(box);
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith(''));
    await user.type(box, '2021-02-30');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(box).toHaveAccessibleDescription('Enter a date as YYYY-MM-DD');
    await user.clear(box);
    await user.type(box, '2021-02-28T10:00:00Z');
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith('2021-02-28T10:00:00Z'));
  });

  it('choose one of the field’s options and send its id at once', async () => {
    const fruit = field('single_select', { select_options: [{ id: 11, value: 'Apple', color: 'red' }, { id: 12, value: 'Banana', color: 'blue' }] });
    const { onCommit, user } = renderInput('single_select_not_equal', fruit, '11');
    const trigger = screen.getByRole('button', { name: 'Filter 1 value' });
    expect(trigger).toHaveTextContent('Apple');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onCommit).toHaveBeenCalledWith('12');
  });

  it('tick a checkbox that shows the value as the boolean filter reads it, and send 1 or 0', async () => {
    const { onCommit, user } = renderInput('boolean', field('boolean'), ' Yes ');
    const box = screen.getByRole('checkbox', { name: 'Filter 1 value' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(onCommit).toHaveBeenCalledWith('0');
  });

  it('are absent for the types that take no value, and text for the others', () => {
    expect(filterUis.empty.Input).toBeNull();
    expect(filterUis.not_empty.Input).toBeNull();
    renderInput('filename_contains', field('file'));
    expect(screen.getByRole('textbox', { name: 'Filter 1 value' })).toHaveAttribute('placeholder', 'Enter a value…');
  });
});
