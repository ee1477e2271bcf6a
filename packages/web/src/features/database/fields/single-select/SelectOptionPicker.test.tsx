import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/ApiError';
import { pickerItems } from './pickerItems';
import { SelectOptionPicker } from './SelectOptionPicker';

const options = [
  { id: 1, value: 'Apple', color: 'red' },
  { id: 2, value: 'Banana', color: 'light-orange' },
  { id: 3, value: 'Pineapple', color: 'green' },
];

function renderPicker(props: Partial<Parameters<typeof SelectOptionPicker>[0]> = {}) {
  const onPick = vi.fn();
  const onCreate = vi.fn(async () => undefined);
  render(<SelectOptionPicker options={options} selectedId={2} label="Search fruit" onPick={onPick} onCreate={onCreate} {...props} />);
  return { onPick, onCreate, user: userEvent.setup(), search: screen.getByRole('combobox', { name: 'Search fruit' }) };
}

const listed = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the option picker (spec §4)', () => {
  it('lists the options whose value contains the query, ignoring case, and offers to create a new value', () => {
    expect(pickerItems(options, ' APPLE ', true).map((item) => (item.kind === 'option' ? item.option.value : `+${item.value}`))).toEqual(['Apple', 'Pineapple']);
    expect(pickerItems(options, 'app', true).at(-1)).toEqual({ kind: 'create', value: 'app' });
    expect(pickerItems(options, 'kiwi', false)).toEqual([]);
    expect(pickerItems(options, 'x'.repeat(256), true)).toEqual([]);
  });

  it('filters as one types and picks with the arrows and Enter, starting from the chosen option', async () => {
    const { onPick, user, search } = renderPicker();
    expect(search).toHaveFocus();
    expect(listed()).toEqual(['Apple', 'Banana', 'Pineapple']);
    expect(screen.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(options[2]);
    await user.type(search, 'appl');
    expect(listed()).toEqual(['Apple', 'Pineapple', 'Create appl']);
    await user.click(screen.getByRole('option', { name: 'Pineapple' }));
    expect(onPick).toHaveBeenLastCalledWith(options[2]);
  });

  it("says 'Option not found' and creates the query as an option", async () => {
    const { onCreate, onPick, user, search } = renderPicker({ initialQuery: 'Ki' });
    await user.type(search, 'wi');
    expect(screen.getByRole('status')).toHaveTextContent('Option not found');
    expect(listed()).toEqual(['Create Kiwi']);
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Kiwi');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('reports a failed creation in the dropdown', async () => {
    const onCreate = vi.fn(async () => {
      throw new ApiError(null, undefined);
    });
    const { user } = renderPicker({ initialQuery: 'Kiwi', onCreate });
    await user.click(screen.getByRole('option', { name: 'Create Kiwi' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The option could not be created. Could not connect to the API server.'));
    expect(listed()).toEqual(['Create Kiwi']);
  });

  it('offers no creation where it may only choose', () => {
    renderPicker({ initialQuery: 'Kiwi', onCreate: undefined });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Option not found');
  });
});
