import type { Field } from '@cellar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../../../test/renderWithServices';
import { DatabaseApiProvider } from '../../DatabaseApiContext';
import { fakeDatabaseApi } from '../../test/fakeDatabaseApi';
import { MultipleSelectRowModalInput } from './MultipleSelectRowModalInput';

const red = { id: 21, value: 'Red', color: 'red' };
const green = { id: 22, value: 'Green', color: 'green' };
const tags: Field = { id: 6, table_id: 7, name: 'Tags', order: 6, type: 'multiple_select', primary: false, select_options: [red, green] };

describe('the row modal’s multiple select', () => {
  it('shows the chips, removes one by its button, and adds one from the picker, each saved at once', async () => {
    const onSave = vi.fn();
    renderWithServices(
      <DatabaseApiProvider api={fakeDatabaseApi([])}>
        <MultipleSelectRowModalInput field={tags} value={[green]} onSave={onSave} id="tags" />
      </DatabaseApiProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveTextContent('Green');
    await user.click(screen.getByRole('button', { name: 'Remove Green from Tags' }));
    expect(onSave).toHaveBeenLastCalledWith([]);
    await user.click(screen.getByRole('button', { name: 'Add an option to Tags' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose Tags' });
    await user.click(within(picker).getByRole('option', { name: 'Red' }));
    expect(onSave).toHaveBeenLastCalledWith([green.id, red.id]);
  });
});
