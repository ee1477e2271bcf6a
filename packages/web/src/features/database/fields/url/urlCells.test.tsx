import type { Field } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../../../test/renderWithServices';
import { DatabaseApiProvider } from '../../DatabaseApiContext';
import { TableView } from '../../table/TableView';
import { fakeDatabaseApi, fixtureTable } from '../../test/fakeDatabaseApi';

const website: Field = { id: 5, table_id: 7, name: 'Website', order: 5, type: 'url', primary: false };

// The fixture table with a URL field, its cells empty.
async function renderTableWithUrls() {
  const { table, view, fields, rows } = fixtureTable();
  const api = fakeDatabaseApi(rows.map((row) => ({ ...row, field_5: '' })));
  renderWithServices(
    <DatabaseApiProvider api={api}>
      <TableView table={table} view={view} fields={[...fields, website]} />
    </DatabaseApiProvider>,
  );
  await screen.findByText('Row 1');
  const cell = (rowIndex: number) => document.querySelector<HTMLElement>(`[data-row-index="${rowIndex}"] [data-field-id="5"]`)!;
  return { api, cell, user: userEvent.setup() };
}

describe('a URL cell given a bare domain', () => {
  it('saves what was typed in the grid with https:// in front, and links it', async () => {
    const { api, cell, user } = await renderTableWithUrls();
    await user.click(cell(0));
    await user.keyboard('example.com{Enter}');
    expect(within(cell(0)).queryByRole('alert')).toBeNull();
    expect(api.updateRow).toHaveBeenCalledWith(7, 1, { field_5: 'https://example.com' });
    expect(within(cell(0)).getByRole('link', { name: 'https://example.com' })).toHaveAttribute('href', 'https://example.com');
  });

  it('still refuses text that is no address', async () => {
    const { api, cell, user } = await renderTableWithUrls();
    await user.click(cell(0));
    await user.keyboard('no address{Enter}');
    expect(within(cell(0)).getByRole('alert')).toHaveTextContent('Invalid URL');
    expect(api.updateRow).not.toHaveBeenCalled();
  });

  it('pastes it with https:// in front', async () => {
    const { api, cell, user } = await renderTableWithUrls();
    await user.click(cell(1));
    await user.paste('cellar.dev/docs');
    await waitFor(() => expect(api.updateRow).toHaveBeenCalledWith(7, 2, { field_5: 'https://cellar.dev/docs' }));
  });

  it('saves it with https:// in front from the row modal', async () => {
    const { api, cell, user } = await renderTableWithUrls();
    await user.click(cell(2));
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Website'), 'www.example.org{Enter}');
    expect(within(dialog).queryByText('Invalid URL')).toBeNull();
    expect(api.updateRow).toHaveBeenCalledWith(7, 3, { field_5: 'https://www.example.org' });
  });
});
