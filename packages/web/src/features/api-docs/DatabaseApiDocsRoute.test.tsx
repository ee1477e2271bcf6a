import type { Field } from '@cellar/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DatabaseApiDocsRoute from '../../routes/DatabaseApiDocsRoute';
import ApiDocsRoute from '../../routes/ApiDocsRoute';
import { databaseOf, groupOf, workspaceHandlers } from '../groups/groupFixtures';
import { renderSignedIn } from '../groups/renderSignedIn';

const shop = databaseOf(5, 1, 'Shop', ['Orders']);
const fields: Field[] = [
  { id: 101, table_id: 50, name: 'Name', order: 0, type: 'text', primary: true, text_default: '' },
  { id: 102, table_id: 50, name: 'Price', order: 1, type: 'number', primary: false, number_type: 'DECIMAL', number_decimal_places: 2, number_negative: false },
  { id: 103, table_id: 50, name: 'Status', order: 2, type: 'single_select', primary: false, select_options: [{ id: 7, value: 'Open', color: 'green' }] },
];
const handlers = workspaceHandlers({ groups: [groupOf(1, 'Engineering')], applications: [shop] }, { 'GET /api/database/fields/table/50/': () => ({ status: 200, body: fields }) });

function openDocs(path: string) {
  return renderSignedIn(path === '/api/docs' ? <ApiDocsRoute /> : <DatabaseApiDocsRoute />, handlers, { path });
}

describe('the API documentation', () => {
  it('offers the databases to choose from', async () => {
    await openDocs('/api/docs');
    const list = await screen.findByRole('list', { name: 'Databases' });
    expect(within(list).getByRole('link', { name: /Shop/ })).toHaveAttribute('href', '/api/docs/database/5');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a database' })).toBeInTheDocument();
  });

  it("documents a database's tables with their real field keys, accepted values and examples", async () => {
    await openDocs('/api/docs/database/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop database API' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Orders/ })).toBeInTheDocument();
    const fieldsTable = screen.getByRole('table', { name: 'Fields of Orders' });
    const price = within(fieldsTable).getByRole('row', { name: /Price/ });
    expect(within(price).getByText('field_102')).toBeInTheDocument();
    expect(within(price).getByText(/at most 2 decimal places/)).toBeInTheDocument();
    expect(within(within(fieldsTable).getByRole('row', { name: /Status/ })).getByText(/7 \(Open\)/)).toBeInTheDocument();

    const create = screen.getByRole('article', { name: 'Create a row' });
    const request = within(create).getAllByRole('figure')[0]!;
    expect(request.textContent).toContain('/api/database/rows/table/50/');
    expect(request.textContent).toContain('"field_102": 42.5');
    expect(request.textContent).toContain('"field_103": 7');
    expect(within(create).getByRole('button', { name: 'Copy request' })).toBeInTheDocument();
    expect(screen.getByText('filter__field_101__contains')).toBeInTheDocument();
    // Keying by field names (issue 38 item 10) is offered among the list's parameters.
    const listing = screen.getByRole('table', { name: 'Query parameters of the rows list' });
    expect(within(within(listing).getByRole('row', { name: /user_field_names/ })).getByText(/keyed by the fields' names/)).toBeInTheDocument();
  });

  it('has a table of contents and a labelled choice of database', async () => {
    await openDocs('/api/docs/database/5');
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Authentication' })).toHaveAttribute('href', '#authentication');
    expect(within(contents).getAllByRole('link', { name: 'List rows' })[0]).toHaveAttribute('href', '#table-50-listRows');
    expect(screen.getByRole('combobox', { name: 'Database' })).toHaveValue('5');
  });

  it('is not found for a database the user does not have', async () => {
    await openDocs('/api/docs/database/9');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });
});
