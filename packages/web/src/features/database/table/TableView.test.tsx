import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../../test/renderWithServices';
import { DatabaseApiProvider } from '../DatabaseApiContext';
import { fakeDatabaseApi, fixtureTable } from '../test/fakeDatabaseApi';
import { TableView } from './TableView';

async function renderTable() {
  const { table, view, fields, rows } = fixtureTable();
  const api = fakeDatabaseApi(rows);
  renderWithServices(
    <DatabaseApiProvider api={api}>
      <TableView table={table} view={view} fields={fields} />
    </DatabaseApiProvider>,
  );
  await screen.findByText('Row 1');
  const cell = (rowIndex: number, fieldId: number) => document.querySelector<HTMLElement>(`[data-row-index="${rowIndex}"] [data-field-id="${fieldId}"]`)!;
  return { api, cell, user: userEvent.setup() };
}

describe('the grid’s cells', () => {
  it('shows the row count and the columns of the view', async () => {
    await renderTable();
    expect(screen.getByText('3 rows')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Amount', 'Done', 'Notes']);
  });

  it('start editing when typed into, save on Enter, and select, not edit, on a single click', async () => {
    const { api, cell, user } = await renderTable();
    await user.click(cell(0, 1));
    expect(cell(0, 1)).toHaveAttribute('aria-selected', 'true');
    expect(within(cell(0, 1)).queryByRole('textbox')).toBeNull();
    await user.keyboard('Hello');
    expect(within(cell(0, 1)).getByRole('textbox')).toHaveValue('Hello');
    await user.keyboard('{Enter}');
    expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_1: 'Hello' });
    expect(cell(0, 1)).toHaveTextContent('Hello');
  });

  it('cancel with Escape, and open the editor on Enter with the current value', async () => {
    const { api, cell, user } = await renderTable();
    await user.click(cell(1, 1));
    await user.keyboard('{Enter}');
    expect(within(cell(1, 1)).getByRole('textbox')).toHaveValue('Row 2');
    await user.keyboard(' changed{Escape}');
    expect(cell(1, 1)).toHaveTextContent('Row 2');
    expect(api.updateRow).not.toHaveBeenCalled();
  });

  it('open the editor on a second press within 200 ms', async () => {
    const { cell, user } = await renderTable();
    await user.dblClick(cell(2, 1));
    expect(within(cell(2, 1)).getByRole('textbox')).toHaveValue('Row 3');
  });

  it('show why a value is invalid and refuse to save it', async () => {
    const { api, cell, user } = await renderTable();
    await user.click(cell(0, 2));
    await user.keyboard('12x{Enter}');
    expect(within(cell(0, 2)).getByRole('alert')).toHaveTextContent('Invalid number');
    expect(within(cell(0, 2)).getByRole('textbox')).toBeInTheDocument();
    expect(api.updateRow).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}{Enter}');
    expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_2: '12' });
  });

  it('move with the arrows and Tab, save when clicking another cell', async () => {
    const { api, cell, user } = await renderTable();
    await user.click(cell(0, 1));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cell(1, 2)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Tab}');
    expect(cell(1, 3)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('5');
    await user.click(cell(2, 1));
    expect(api.updateRow).toHaveBeenCalledWith(7, 2, { field_2: '5' });
    expect(cell(2, 1)).toHaveAttribute('aria-selected', 'true');
  });

  it('keep Enter as a new line in long text, flip booleans with Space, and empty cells with Delete', async () => {
    const { api, cell, user } = await renderTable();
    await user.click(cell(0, 4));
    await user.keyboard('{Enter}one{Enter}two');
    expect(within(cell(0, 4)).getByRole('textbox')).toHaveValue('one\ntwo');
    await user.keyboard('{Tab}');
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 1, { field_4: 'one\ntwo' });
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 1, { field_3: true });
    await user.keyboard('{ArrowLeft}{Delete}');
    expect(api.updateRow).toHaveBeenLastCalledWith(7, 1, { field_2: null });
  });

  it('put the old value back and say so when saving fails', async () => {
    const { api, cell, user } = await renderTable();
    api.updateRow.mockRejectedValueOnce(new Error('offline'));
    await user.click(cell(0, 1));
    await user.keyboard('Lost{Enter}');
    await waitFor(() => expect(cell(0, 1)).toHaveTextContent('Row 1'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Action not completed.');
  });
});

describe('the grid’s keyboard focus', () => {
  const grid = () => screen.getByRole('grid', { name: 'Rows' });

  it('comes back to the grid when the enlarged row closes, so the arrows move on', async () => {
    const { cell, user } = await renderTable();
    await user.pointer({ keys: '[MouseRight]', target: cell(0, 1) });
    await user.click(await screen.findByRole('menuitem', { name: 'Enlarge row' }));
    await screen.findByRole('dialog', { name: 'Row 1' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(grid()).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(cell(1, 1)).toHaveAttribute('aria-selected', 'true');
  });

  it('comes back to the grid when the row menu or a column menu closes', async () => {
    const { cell, user } = await renderTable();
    await user.pointer({ keys: '[MouseRight]', target: cell(0, 1) });
    await screen.findByRole('menuitem', { name: 'Insert row above' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(grid()).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Amount options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide field' }));
    await waitFor(() => expect(grid()).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(cell(0, 3)).toHaveAttribute('aria-selected', 'true');
  });

  it('moves the selection to the next row when its row is deleted, and to the one above for the last', async () => {
    const { api, cell, user } = await renderTable();
    api.deleteRow.mockResolvedValue(undefined);
    await user.pointer({ keys: '[MouseRight]', target: cell(1, 2) });
    await user.click(await screen.findByRole('menuitem', { name: 'Delete row' }));
    await screen.findByText('2 rows');
    expect(cell(1, 1)).toHaveTextContent('Row 3');
    expect(cell(1, 2)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(grid()).toHaveFocus());

    await user.pointer({ keys: '[MouseRight]', target: cell(1, 2) });
    await user.click(await screen.findByRole('menuitem', { name: 'Delete row' }));
    await screen.findByText('1 row');
    expect(cell(0, 2)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(cell(0, 3)).toHaveAttribute('aria-selected', 'true');
  });
});
