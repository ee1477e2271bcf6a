import type { Application } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { AppProviders } from '../../../app/App';
import { createQueryClient, createServices } from '../../../app/services';
import { memoryStorage } from '../../../test/fakeServer';
import { applicationsQueryKey } from '../../applications/applicationKeys';
import { DatabaseApiProvider } from '../DatabaseApiContext';
import { fakeDatabaseApi } from '../test/fakeDatabaseApi';
import { DatabaseTables } from './DatabaseTables';

const database = { id: 1, name: 'Company', order: 1, type: 'database', group: { id: 1, name: 'Group' }, tables: [
  { id: 10, name: 'Customers', order: 1, database_id: 1 },
  { id: 11, name: 'Projects', order: 2, database_id: 1 },
] } as Application;

// The sidebar reads tables from the applications cache, so the test renders from it too.
function Tables() {
  const { data } = useQuery({ queryKey: applicationsQueryKey, queryFn: async () => [database], staleTime: Infinity });
  const current = data?.[0] ?? database;
  return <DatabaseTables database={{ ...current, tables: current.tables ?? [] }} />;
}

function renderTables(path = '/database/1/table/11') {
  const api = fakeDatabaseApi([]);
  const queryClient = createQueryClient();
  const services = createServices({ fetch: async () => new Response('{}'), storage: memoryStorage(), queryClient });
  queryClient.setQueryData(applicationsQueryKey, [database]);
  const element = <Tables />;
  const router = createMemoryRouter(
    [
      { path: '/database/:databaseId/table/:tableId', element },
      { path: '/dashboard', element: <>{element}<p>Dashboard page</p></> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders services={services}>
      <DatabaseApiProvider api={api}>
        <RouterProvider router={router} />
      </DatabaseApiProvider>
    </AppProviders>,
  );
  return { api, router, queryClient, user: userEvent.setup() };
}

describe('a database’s tables in the sidebar', () => {
  it('marks the open table and links the others', () => {
    renderTables();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/database/1/table/10');
  });

  it('creates a table by name and opens it', async () => {
    const { api, router, user } = renderTables();
    api.createTable.mockResolvedValue({ id: 12, name: 'Inventory', order: 3, database_id: 1 });
    await user.click(screen.getByRole('button', { name: 'Create table' }));
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Inventory');
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/database/1/table/12'));
    expect(api.createTable).toHaveBeenCalledWith(1, 'Inventory', undefined);
  });

  it('creates a table from a CSV file, sending its rows, and opens it', async () => {
    const { api, router, user } = renderTables();
    api.createTable.mockResolvedValue({ id: 13, name: 'People', order: 3, database_id: 1 });
    api.listFields.mockResolvedValue([
      { id: 51, table_id: 13, name: 'Age', order: 1, type: 'text', primary: false },
      { id: 50, table_id: 13, name: 'Name', order: 0, type: 'text', primary: true },
    ]);
    api.updateField.mockResolvedValue({ id: 51, table_id: 13, name: 'Age', order: 1, type: 'number', primary: false });
    await user.click(screen.getByRole('button', { name: 'Create table' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'People');
    await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
    await user.upload(screen.getByLabelText('Choose CSV file'), new File(['Name;Age\nAda;36\n'], 'people.csv', { type: 'text/csv' }));
    await screen.findByRole('columnheader', { name: 'Age' });
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/database/1/table/13'));
    expect(api.createTable).toHaveBeenCalledWith(1, 'People', { data: [['Name', 'Age'], ['Ada', '36']], first_row_header: true });
    // The column of numbers became a number field; the names stayed text.
    expect(api.updateField.mock.calls).toEqual([[51, { type: 'number', number_type: 'INTEGER', number_decimal_places: 1, number_negative: false }]]);
  });

  it('leaves out the rows whose values would not fit their column, reports them, and opens the table from the report', async () => {
    const { api, router, user } = renderTables();
    api.createTable.mockResolvedValue({ id: 15, name: 'Prices', order: 3, database_id: 1 });
    api.listFields.mockResolvedValue([
      { id: 70, table_id: 15, name: 'Item', order: 0, type: 'text', primary: true },
      { id: 71, table_id: 15, name: 'Price', order: 1, type: 'text', primary: false },
    ]);
    api.updateField.mockResolvedValue({ id: 71, table_id: 15, name: 'Price', order: 1, type: 'number', primary: false });
    await user.click(screen.getByRole('button', { name: 'Create table' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Prices');
    await user.click(screen.getByRole('radio', { name: 'Paste table data' }));
    await user.click(screen.getByRole('textbox', { name: 'Paste the table data' }));
    await user.paste('Item\tPrice\nTea\t2.5\nCake\tcheap\nJam\t3\nMilk\t1.25');
    await screen.findByRole('columnheader', { name: 'Price' });
    // A column of numbers with one word in it reads as text until the person makes it a number.
    await user.click(screen.getByRole('button', { name: /^Type of Price: / }));
    await user.click(await screen.findByRole('option', { name: 'Number' }));
    await user.click(screen.getByRole('button', { name: /^Values that do not fit a column's type/ }));
    await user.click(await screen.findByRole('option', { name: 'Leave the row out and list it in the report' }));
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    expect(await screen.findByText('Imported 3 rows. 1 row could not be imported:')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Lines not imported' })).toHaveTextContent('Line 3: Column "Price": "cheap" is not a number.');
    expect(api.createTable).toHaveBeenCalledWith(1, 'Prices', { data: [['Item', 'Price'], ['Tea', '2.5'], ['Jam', '3'], ['Milk', '1.25']], first_row_header: true });
    expect(api.updateField.mock.calls).toEqual([[71, { type: 'number', number_type: 'DECIMAL', number_decimal_places: 2, number_negative: false }]]);
    expect(router.state.location.pathname).toBe('/database/1/table/11');
    await user.click(screen.getByRole('button', { name: 'Open table' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/database/1/table/15'));
  });

  it('sends a CSV file over 15 MB to the server, adds the table to the sidebar, gives its columns their types and opens it', async () => {
    const { api, router, user } = renderTables();
    const people = { id: 14, name: 'Everyone', order: 3, database_id: 1 };
    api.importCsv.mockResolvedValue({ table: people, imported_rows: 500_000, rejected_rows: 0, report: [] });
    api.listFields.mockResolvedValue([
      { id: 60, table_id: 14, name: 'Name', order: 0, type: 'text', primary: true },
      { id: 61, table_id: 14, name: 'Age', order: 1, type: 'text', primary: false },
    ]);
    api.updateField.mockResolvedValue({ id: 61, table_id: 14, name: 'Age', order: 1, type: 'number', primary: false });
    await user.click(screen.getByRole('button', { name: 'Create table' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Everyone');
    await user.click(screen.getByRole('radio', { name: 'Import a CSV file' }));
    // 16.5 MB of 33-byte lines, encoded once: jsdom is slow to encode many large strings.
    const chunk = new TextEncoder().encode('Augusta Ada King of Lovelace;36\n'.repeat(50_000));
    const file = new File(['Name;Age\n', ...Array.from({ length: 10 }, () => chunk)], 'everyone.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Choose CSV file'), file);
    await screen.findByRole('columnheader', { name: 'Age' });
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/database/1/table/14'));
    expect(api.createTable).not.toHaveBeenCalled();
    // Auto-detected in the preview, the separator the server reads with is the one the preview split by.
    // The file is compared by identity: a deep comparison of 16 MB in jsdom took 9 s, and timed out on a busy machine.
    expect(api.importCsv).toHaveBeenCalledTimes(1);
    const [databaseId, sent, options, request] = api.importCsv.mock.calls[0]!;
    expect(sent).toBe(file);
    expect([databaseId, options, request]).toEqual([1, { name: 'Everyone', separator: ';', encoding: 'utf-8', first_row_header: true }, expect.objectContaining({ signal: expect.any(AbortSignal) })]);
    expect(screen.getByRole('link', { name: 'Everyone' })).toHaveAttribute('href', '/database/1/table/14');
    expect(api.updateField.mock.calls).toEqual([[61, { type: 'number', number_type: 'INTEGER', number_decimal_places: 1, number_negative: false }]]);
  }, 15_000); // A 16 MB file in jsdom, slow on a busy machine.

  it('renames inline and restores the name when the server refuses', async () => {
    const { api, queryClient, user } = renderTables();
    api.renameTable.mockRejectedValue(new ApiError(400, { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' }));
    await user.click(screen.getByRole('button', { name: 'Options for Customers' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = await screen.findByRole('textbox', { name: 'Table name' });
    await user.clear(input);
    await user.type(input, 'Clients{Enter}');
    expect(api.renameTable).toHaveBeenCalledWith(10, 'Clients');
    await waitFor(() => expect(queryClient.getQueryData<Application[]>(applicationsQueryKey)?.[0]?.tables?.[0]?.name).toBe('Customers'));
    expect(await screen.findByText('Action not allowed.')).toBeInTheDocument();
  });

  it('deletes the open table after confirming, counting a 404 as deleted, and goes to the dashboard', async () => {
    const { api, router, user } = renderTables();
    api.deleteTable.mockRejectedValue(new ApiError(404, { error: 'ERROR_TABLE_DOES_NOT_EXIST', detail: '' }));
    await user.click(screen.getByRole('button', { name: 'Options for Projects' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(screen.getByText(/It goes to the trash with all its rows, fields and views/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete table' }));
    await screen.findByText('Dashboard page');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Projects' })).toBeNull();
  });
});
