import type { Field, Row, SelectOption } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../../../test/renderWithServices';
import { DatabaseApiProvider } from '../../DatabaseApiContext';
import { TableView } from '../../table/TableView';
import { fakeDatabaseApi, fixtureTable } from '../../test/fakeDatabaseApi';

const red = { id: 21, value: 'Red', color: 'red' };
const green = { id: 22, value: 'Green', color: 'green' };
const blue = { id: 23, value: 'Blue', color: 'blue' };
const all: SelectOption[] = [red, green, blue, { id: 24, value: 'Teal', color: 'light-blue' }];

async function renderGrid() {
  const { table, view, fields, rows } = fixtureTable(2);
  const tags: Field = { id: 6, table_id: 7, name: 'Tags', order: 6, type: 'multiple_select', primary: false, select_options: [red, green, blue] };
  const withTags: Row[] = rows.map((row, index) => ({ ...row, field_6: index === 0 ? [green, red] : [] }));
  const api = fakeDatabaseApi(withTags);
  // The server answers a cell write with the options the ids stand for, in the order sent.
  api.updateRow.mockImplementation(async (_table, rowId, values) => {
    const row = withTags.find((candidate) => candidate.id === rowId)!;
    return { ...row, field_6: (values.field_6 as number[]).map((id) => all.find((option) => option.id === id)) };
  });
  renderWithServices(
    <DatabaseApiProvider api={api}>
      <TableView table={table} view={view} fields={[...fields, tags]} />
    </DatabaseApiProvider>,
  );
  await screen.findByText('Row 1');
  const cell = (rowIndex: number) => document.querySelector<HTMLElement>(`[data-row-index="${rowIndex}"] [data-field-id="6"]`)!;
  return { api, cell, tags, user: userEvent.setup() };
}

describe('multiple select cells in the grid', () => {
  it('show chips in the order chosen; the editor adds with Enter, removes with Backspace, and Escape saves the choice', async () => {
    const { api, cell, user } = await renderGrid();
    expect(cell(0)).toHaveTextContent('GreenRed');
    await user.click(cell(0));
    await user.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Choose Tags' });
    expect(within(picker).getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    expect(within(picker).getByRole('option', { name: 'Red' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('blu{Enter}');
    expect(within(picker).getByRole('combobox')).toHaveValue('');
    expect(within(picker).getByRole('group', { name: 'Chosen options of Tags' })).toHaveTextContent('GreenRedBlue');
    await user.keyboard('{Backspace}{Backspace}');
    expect(within(picker).getByRole('group', { name: 'Chosen options of Tags' })).toHaveTextContent('Green');
    await user.keyboard('{Escape}');
    expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_6: [green.id] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Tags' })).toBeNull());
    await waitFor(() => expect(cell(0)).toHaveTextContent('Green'));
  });

  it('remove a chip by its labelled button, and create a typed value as a new option', async () => {
    const { api, cell, tags, user } = await renderGrid();
    api.updateField.mockResolvedValue({ ...tags, select_options: all });
    await user.click(cell(0));
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Remove Green from Tags' }));
    await user.keyboard('Teal');
    await user.click(await screen.findByRole('option', { name: 'Create Teal' }));
    expect(api.updateField).toHaveBeenCalledWith(6, { select_options: [red, green, blue, { value: 'Teal', color: expect.any(String) }] });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Chosen options of Tags' })).toHaveTextContent('RedTeal'));
    await user.keyboard('{Tab}');
    expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_6: [red.id, 24] });
  });

  it('take pasted values and empty with Delete', async () => {
    const { api, cell, user } = await renderGrid();
    await user.click(cell(1));
    await user.paste('blue, RED, Nope');
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 2, { field_6: [blue.id, red.id] });
    await user.keyboard('{Delete}');
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 2, { field_6: [] });
  });
});
