import type { Field } from '@cellar/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../../../test/renderWithServices';
import { DatabaseApiProvider } from '../../DatabaseApiContext';
import { TableView } from '../../table/TableView';
import { fakeDatabaseApi, fixtureTable } from '../../test/fakeDatabaseApi';

// Issue 32: the server refuses any write to a created_on or autonumber cell, so the grid sends none.
async function renderWithReadOnlyColumns() {
  const { table, view, fields, rows } = fixtureTable();
  const readOnly: Field[] = [
    { id: 5, table_id: 7, name: 'Created', order: 5, type: 'created_on', primary: false, date_include_time: true },
    { id: 6, table_id: 7, name: 'No', order: 6, type: 'autonumber', primary: false },
  ];
  const withNumbers = rows.map((row, index) => ({ ...row, field_5: '2024-02-29T12:00:00.000Z', field_6: index + 1 }));
  const api = fakeDatabaseApi(withNumbers);
  renderWithServices(
    <DatabaseApiProvider api={api}>
      <TableView table={table} view={view} fields={[...fields, ...readOnly]} />
    </DatabaseApiProvider>,
  );
  await screen.findByText('Row 1');
  const cell = (rowIndex: number, fieldId: number) => document.querySelector<HTMLElement>(`[data-row-index="${rowIndex}"] [data-field-id="${fieldId}"]`)!;
  return { api, cell, user: userEvent.setup() };
}

describe('read-only cells in the grid', () => {
  it('are left by Delete and Backspace, alone or in a range, and by a paste over them', async () => {
    const { api, cell, user } = await renderWithReadOnlyColumns();
    await user.click(cell(0, 6));
    await user.keyboard('{Delete}{Backspace}');
    expect(api.updateRow).not.toHaveBeenCalled();
    expect(cell(0, 6)).toHaveTextContent('1');

    // A range from Notes to No over two rows: only Notes is emptied.
    await user.click(cell(0, 4));
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}{Delete}');
    await waitFor(() => expect(api.updateRows).toHaveBeenCalled());
    expect(api.updateRows.mock.calls.at(-1)?.[1]).toEqual([{ id: 1, field_4: '' }, { id: 2, field_4: '' }]);

    // Three texts pasted from Notes rightwards: the two read-only columns drop theirs.
    await user.click(cell(2, 4));
    fireEvent.paste(document.activeElement ?? document.body, { clipboardData: { getData: (kind: string) => (kind === 'text/plain' ? 'note\t2020-01-01\t99' : '') } });
    await waitFor(() => expect(api.updateRows).toHaveBeenCalledTimes(2));
    expect(api.updateRows.mock.calls.at(-1)?.[1]).toEqual([{ id: 3, field_4: 'note' }]);
  });
});
