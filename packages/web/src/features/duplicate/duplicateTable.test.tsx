import type { Application } from '@cellar/core';
import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/App';
import { createQueryClient, createServices } from '../../app/services';
import { createFakeFetch, fakeJwt, memoryStorage } from '../../test/fakeServer';
import { applicationsQueryKey } from '../applications/applicationKeys';
import { DatabaseTables } from '../database/sidebar/DatabaseTables';
import { applySidebarEvent } from '../realtime/sidebarEvents';

const copy = { id: 12, name: 'Customers 2', order: 3, database_id: 1 };
const database = { id: 1, name: 'Company', order: 1, type: 'database', group: { id: 1, name: 'Group' }, tables: [
  { id: 10, name: 'Customers', order: 1, database_id: 1 },
  { id: 11, name: 'Projects', order: 2, database_id: 1 },
] } as Application;
const job = (state: string, progress: number) => ({
  id: 77, type: 'duplicate_table', state, progress_percentage: progress, human_readable_error: null, created_on: '',
  original_table: database.tables![0], duplicated_table: state === 'finished' ? copy : null,
});

// The sidebar reads tables from the applications cache, so the test renders from it too.
function Tables() {
  const { data } = useQuery({ queryKey: applicationsQueryKey, queryFn: async () => [database], staleTime: Infinity });
  const current = data?.[0] ?? database;
  return <DatabaseTables database={{ ...current, tables: current.tables ?? [] }} />;
}

describe('duplicating a table from the sidebar', () => {
  it('shows the copy being made, then lists it once though the realtime message brought it first', async () => {
    let finished = false;
    const server = createFakeFetch({
      'POST /api/database/tables/10/duplicate/async/': () => ({ status: 200, body: job('pending', 0) }),
      'GET /api/jobs/77/': () => ({ status: 200, body: finished ? job('finished', 100) : job('started', 50) }),
    });
    const queryClient = createQueryClient();
    const services = createServices({ fetch: server.fetch, storage: memoryStorage(fakeJwt(3600)), queryClient });
    queryClient.setQueryData(applicationsQueryKey, [database]);
    const router = createMemoryRouter([{ path: '*', element: <Tables /> }], { initialEntries: ['/database/1/table/11'] });
    render(
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Options for Customers' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));

    const bar = await screen.findByRole('progressbar', { name: 'Duplicating Customers' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    applySidebarEvent({ type: 'table_created', table: copy } as { type: string }, queryClient);
    finished = true;
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
    const list = screen.getByRole('list', { name: 'Tables of Company' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Customers', 'Projects', 'Customers 2']);
  });
});
