import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Row', 'Name', 'Amount', 'Done', 'Notes', '']);
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
    expect(within(cell(0, 2)).getByRole('alert')).toHaveTextContent('Enter a number such as 1234');
    expect(within(cell(0, 2)).getByRole('textbox')).toBeInTheDocument();
    expect(api.updateRow).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}{Enter}');
    expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_2: '12' });
  });

  it('say what more decimals than the field keeps are rounded to, and take the decimal comma of the person’s locale', async () => {
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    try {
      const { api, cell, user } = await renderTable();
      await user.click(cell(0, 2));
      // Amount keeps whole numbers: 12,7 is 12.7 in German, saved as 13, and the cell says so before it is.
      await user.keyboard('12,7');
      expect(within(cell(0, 2)).getByRole('status')).toHaveTextContent('Will be rounded to 13');
      expect(within(cell(0, 2)).queryByRole('alert')).toBeNull();
      await user.keyboard('{Enter}');
      expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_2: '13' });
    } finally {
      language.mockRestore();
    }
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
  const grid = () => screen.getByRole('grid', { name: 'Projects' });

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

  it('stays in an editor opened by a key typed right after Escape closed the last one', async () => {
    const { cell, user } = await renderTable();
    await user.click(cell(0, 2));
    await user.keyboard('12x{Escape}4');
    // The grid takes focus back a second time after a frame, for editors whose pop-ups close late: not from this one.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    await user.keyboard('1.6');
    expect(within(cell(0, 2)).getByRole('textbox')).toHaveValue('41.6');
    expect(within(cell(0, 2)).getByRole('status')).toHaveTextContent('Will be rounded to 42');
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

describe('the grid from the keyboard alone (ARIA data grid, issue 17)', () => {
  const grid = () => screen.getByRole('grid', { name: 'Projects' });
  const activeCell = () => document.getElementById(grid().getAttribute('aria-activedescendant') ?? '');

  it('selects the first cell when tabbed into, and names it as the active descendant', async () => {
    const { cell, user } = await renderTable();
    await user.tab();
    while (document.activeElement !== grid()) await user.tab();
    expect(cell(0, 1)).toHaveAttribute('aria-selected', 'true');
    expect(activeCell()).toBe(cell(0, 1));
    expect(activeCell()).toHaveAttribute('role', 'rowheader');
    await user.keyboard('{ArrowRight}');
    expect(activeCell()).toBe(cell(0, 2));
    expect(activeCell()).toHaveAttribute('aria-colindex', '3');
  });

  it('unselects with Escape, and lets Tab leave the grid at the end of a row', async () => {
    const { cell, user } = await renderTable();
    await user.click(cell(0, 4));
    await user.keyboard('{Escape}');
    expect(cell(0, 4)).toHaveAttribute('aria-selected', 'false');
    expect(grid()).not.toHaveAttribute('aria-activedescendant');

    await user.click(cell(0, 3));
    await user.tab();
    expect(cell(0, 4)).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(grid()).not.toHaveFocus();
    // Coming back selects the cell it left from.
    await user.tab({ shift: true });
    while (document.activeElement !== grid()) await user.tab({ shift: true });
    expect(cell(0, 4)).toHaveAttribute('aria-selected', 'true');
  });

  it('enlarges the row with Space and opens the row menu with Shift+F10', async () => {
    const { cell, user } = await renderTable();
    await user.click(cell(1, 2));
    await user.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Row 2' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(grid()).toHaveFocus());
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(await screen.findByRole('menuitem', { name: 'Insert row above' })).toBeInTheDocument();
  });

  it('opens the column menu with Alt+Down, where the column moves and widens', async () => {
    const { api, cell, user } = await renderTable();
    await user.click(cell(0, 2));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.click(await screen.findByRole('menuitem', { name: 'Move right' }));
    await waitFor(() => expect(api.updateFieldOptions).toHaveBeenCalled());
    const [, moved] = api.updateFieldOptions.mock.calls.at(-1) as unknown as [number, Record<number, { order: number }>];
    // Amount (2) now comes after Done (3).
    expect(moved[2]!.order).toBeGreaterThan(moved[3]!.order);
    await waitFor(() => expect(grid()).toHaveFocus());

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.click(await screen.findByRole('menuitem', { name: 'Widen column' }));
    await waitFor(() => expect(api.updateFieldOptions).toHaveBeenLastCalledWith(9, { 2: { width: expect.any(Number) } }));
  });
});
