import type { View } from '@cellar/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '../../../test/renderWithServices';
import { DatabaseApiProvider } from '../DatabaseApiContext';
import { useTableViews } from '../queries';
import { TableView } from '../table/TableView';
import { fakeDatabaseApi, fixtureTable } from './fakeDatabaseApi';

/** Renders the fixture table's grid with its view read from the views cache, as the table route does. */
export async function renderTableView(view: Partial<View> = {}) {
  const fixture = fixtureTable();
  const api = fakeDatabaseApi(fixture.rows);
  api.listViews.mockResolvedValue([{ ...fixture.view, filters: [], sortings: [], ...view }]);
  function OpenView() {
    const views = useTableViews(fixture.table.id);
    const open = views.data?.[0];
    return open ? <TableView table={fixture.table} view={open} fields={fixture.fields} /> : null;
  }
  renderWithServices(
    <DatabaseApiProvider api={api}>
      <OpenView />
    </DatabaseApiProvider>,
  );
  await screen.findByText('Row 1');
  return { api, user: userEvent.setup() };
}
