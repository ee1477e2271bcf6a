import type { Field, Row } from '@cellar/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../../../test/renderWithServices';
import { DatabaseApiProvider } from '../../DatabaseApiContext';
import { TableView } from '../../table/TableView';
import { fakeDatabaseApi, fixtureTable } from '../../test/fakeDatabaseApi';

const customersName: Field = { id: 40, table_id: 9, name: 'Name', order: 0, type: 'text', primary: true };
const customersCity: Field = { id: 41, table_id: 9, name: 'City', order: 1, type: 'text', primary: false };
const customers: Row[] = [
  { id: 1, order: '1', field_40: 'Ada', field_41: 'London' },
  { id: 2, order: '2', field_40: 'Grace', field_41: 'New York' },
];

async function renderGrid() {
  const { table, view, fields, rows } = fixtureTable(1);
  const link: Field = { id: 5, table_id: 7, name: 'Customers', order: 5, type: 'link_row', primary: false, link_row_table: 9, link_row_related_field: 6 };
  const withLinks: Row[] = rows.map((row) => ({ ...row, field_5: [{ id: 1, value: 'Ada' }] }));
  const api = fakeDatabaseApi(withLinks);
  api.listFields.mockImplementation(async () => [customersName, customersCity]);
  api.listRows.mockImplementation(async () => ({ count: 2, next: null, previous: null, results: customers }));
  api.updateRow.mockImplementation(async (_table: number, rowId: number, values: Record<string, unknown>) => ({ ...withLinks.find((row) => row.id === rowId)!, ...values }));
  renderWithServices(
    <DatabaseApiProvider api={api}>
      <TableView table={table} view={view} fields={[...fields, link]} />
    </DatabaseApiProvider>,
  );
  await screen.findByText('Row 1');
  const cell = () => document.querySelector<HTMLElement>('[data-row-index="0"] [data-field-id="5"]')!;
  return { api, cell, user: userEvent.setup() };
}

describe('link cells in the grid', () => {
  it('show chips, and link a row chosen in the row selection modal, where linked rows cannot be chosen', async () => {
    const { api, cell, user } = await renderGrid();
    expect(cell()).toHaveTextContent('Ada');
    await user.click(cell());
    // One Enter opens the row selection at once.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Select a row' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search rows' })).toHaveFocus();
    expect(within(dialog).getByText('of 1')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Ada (already linked)' })).toBeDisabled();
    expect(within(dialog).getByText('London')).toBeInTheDocument();
    // ArrowDown from the search box goes to the first row that can be chosen (Ada is taken), Enter picks it.
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'Select Grace' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(dialog).getByRole('searchbox', { name: 'Search rows' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_5: [{ id: 1, value: 'Ada' }, { id: 2, value: 'Grace' }] }));
    expect(screen.queryByRole('dialog', { name: 'Select a row' })).not.toBeInTheDocument();
    // The keys are the grid's again.
    await waitFor(() => expect(screen.getByRole('grid')).toHaveFocus());
  });

  it('remove a link with the chip remove button', async () => {
    const { api, cell, user } = await renderGrid();
    await user.click(cell());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Select a row' });
    // Escape leaves the row selection for the editor, its chips and '+', which has focus.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link a row to Customers' })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Remove Ada from Customers' }));
    await waitFor(() => expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_5: [] }));
  });

  it('copy a link cell as its table and rows, which pastes back only into a link to the same table (spec §5)', async () => {
    const { api, cell, user } = await renderGrid();
    await user.click(cell());
    const setData = vi.fn();
    fireEvent.copy(cell(), { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', expect.any(String));
    expect(JSON.parse(setData.mock.calls[0]![1] as string)).toEqual({ tableId: 9, value: [{ id: 1, value: 'Ada' }] });
    await user.paste(JSON.stringify({ tableId: 9, value: [{ id: 2, value: 'Grace' }] }));
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 1, { field_5: [{ id: 2, value: 'Grace' }] });
    await user.paste(JSON.stringify({ tableId: 10, value: [{ id: 2, value: 'Grace' }] }));
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 1, { field_5: [] });
  });
});
