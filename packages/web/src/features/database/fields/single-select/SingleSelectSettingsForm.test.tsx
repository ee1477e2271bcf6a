import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SingleSelectSettingsForm } from './SingleSelectSettingsForm';

function renderForm(select_options: unknown[]) {
  const changes = vi.fn();
  const submit = vi.fn();
  function Harness() {
    const [values, setValues] = useState<Record<string, unknown>>({ select_options });
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SingleSelectSettingsForm
          values={values}
          onChange={(next) => {
            changes(next);
            setValues(next);
          }}
        />
        <button type="submit">Save</button>
      </form>
    );
  }
  render(<Harness />);
  const last = () => changes.mock.lastCall?.[0].select_options;
  return { last, submit, user: userEvent.setup() };
}

describe('the single select options editor', () => {
  it('adds an option with a colour of the palette, focused to type its value', async () => {
    const { last, user } = renderForm([]);
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    expect(screen.getByRole('textbox', { name: 'Value of option 1' })).toHaveFocus();
    await user.keyboard('Kiwi');
    expect(last()).toEqual([{ value: 'Kiwi', color: expect.stringMatching(/^(light-|dark-)?(blue|green|orange|red|gray)$/) }]);
  });

  it('recolours from the palette of 15 swatches, five per row', async () => {
    const { last, user } = renderForm([{ id: 1, value: 'Apple', color: 'red' }]);
    await user.click(screen.getByRole('button', { name: 'Colour of Apple: red' }));
    const palette = await screen.findByRole('radiogroup', { name: 'Colour' });
    const swatches = within(palette).getAllByRole('radio');
    expect(swatches).toHaveLength(15);
    expect(within(palette).getByRole('radio', { name: 'red' })).toHaveFocus();
    expect(within(palette).getByRole('radio', { name: 'red' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(last()).toEqual([{ id: 1, value: 'Apple', color: 'dark-red' }]);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('moves options with the keyboard and deletes them', async () => {
    const { last, user } = renderForm([
      { id: 1, value: 'Apple', color: 'red' },
      { id: 2, value: 'Banana', color: 'blue' },
    ]);
    const down = screen.getByRole('button', { name: 'Move Apple down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(last().map((option: { id: number }) => option.id)).toEqual([2, 1]);
    expect(down).toHaveFocus();
    expect(down).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(last().map((option: { id: number }) => option.id)).toEqual([2, 1]);
    await user.click(screen.getByRole('button', { name: 'Delete Banana' }));
    expect(last()).toEqual([{ id: 1, value: 'Apple', color: 'red' }]);
  });

  it('reorders by dragging an option onto another', () => {
    const { last } = renderForm([
      { id: 1, value: 'Apple', color: 'red' },
      { id: 2, value: 'Banana', color: 'blue' },
      { id: 3, value: 'Cherry', color: 'green' },
    ]);
    const rows = screen.getAllByRole('listitem');
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(rows[2]!.querySelector('[draggable]')!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(last().map((option: { id: number }) => option.id)).toEqual([3, 1, 2]);
  });

  it('requires a value of every option: shown once its input is left, and the form is not submitted without', async () => {
    const { submit, user } = renderForm([{ id: 1, value: 'Apple', color: 'red' }]);
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    const value = screen.getByRole('textbox', { name: 'Value of option 2' });
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveFocus();
    await user.keyboard('Kiwi');
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
