import type { Field, Row } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../../../test/renderWithServices';
import { DatabaseApiProvider } from '../../DatabaseApiContext';
import { TableView } from '../../table/TableView';
import { fakeDatabaseApi, fixtureTable } from '../../test/fakeDatabaseApi';

const apple = { id: 11, value: 'Apple', color: 'red' };
const banana = { id: 12, value: 'Banana', color: 'light-orange' };

async function renderGrid() {
  const { table, view, fields, rows } = fixtureTable(2);
  const fruit: Field = { id: 5, table_id: 7, name: 'Fruit', order: 5, type: 'single_select', primary: false, select_options: [apple, banana] };
  const withFruit: Row[] = rows.map((row, index) => ({ ...row, field_5: index === 0 ? apple : null }));
  const api = fakeDatabaseApi(withFruit);
  // The server answers a cell write with the option the id stands for.
  api.updateRow.mockImplementation(async (_table, rowId, values) => {
    const row = withFruit.find((candidate) => candidate.id === rowId)!;
    const id = values.field_5;
    return { ...row, field_5: [apple, banana, { id: 13, value: 'Kiwi', color: 'green' }].find((option) => option.id === id) ?? null };
  });
  renderWithServices(
    <DatabaseApiProvider api={api}>
      <TableView table={table} view={view} fields={[...fields, fruit]} />
    </DatabaseApiProvider>,
  );
  await screen.findByText('Row 1');
  const cell = (rowIndex: number) => document.querySelector<HTMLElement>(`[data-row-index="${rowIndex}"] [data-field-id="5"]`)!;
  return { api, cell, fruit, user: userEvent.setup() };
}

describe('single select cells in the grid', () => {
  it('show the option, and open the picker on Enter to choose another, which is saved by id', async () => {
    const { api, cell, user } = await renderGrid();
    expect(cell(0)).toHaveTextContent('Apple');
    await user.click(cell(0));
    await user.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Choose Fruit' });
    expect(within(picker).getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_5: banana.id });
    await waitFor(() => expect(cell(0)).toHaveTextContent('Banana'));
    expect(screen.queryByRole('dialog', { name: 'Choose Fruit' })).toBeNull();
  });

  it('start searching with the key typed on the cell, and keep the cell as it was on Escape', async () => {
    const { api, cell, user } = await renderGrid();
    await user.click(cell(1));
    await user.keyboard('ban');
    const picker = await screen.findByRole('dialog', { name: 'Choose Fruit' });
    expect(within(picker).getByRole('combobox')).toHaveValue('ban');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Banana', 'Create ban']);
    expect(within(cell(1)).queryByRole('alert')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose Fruit' })).toBeNull();
    expect(api.updateRow).not.toHaveBeenCalled();
  });

  it('create a typed value as a new option with a random colour and choose it', async () => {
    const { api, cell, fruit, user } = await renderGrid();
    api.updateField.mockResolvedValue({ ...fruit, select_options: [apple, banana, { id: 13, value: 'Kiwi', color: 'green' }] });
    await user.click(cell(1));
    await user.keyboard('Kiwi');
    await user.click(await screen.findByRole('option', { name: 'Create Kiwi' }));
    expect(api.updateField).toHaveBeenCalledWith(5, { select_options: [apple, banana, { value: 'Kiwi', color: expect.any(String) }] });
    await waitFor(() => expect(api.updateRow).toHaveBeenCalledWith(7, 2, { field_5: 13 }));
    await waitFor(() => expect(cell(1)).toHaveTextContent('Kiwi'));
  });

  it('empty with Delete and take a pasted option id', async () => {
    const { api, cell, user } = await renderGrid();
    await user.click(cell(0));
    await user.keyboard('{Delete}');
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 1, { field_5: null });
    await user.paste('12');
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 1, { field_5: banana.id });
  });
});
