import type { RealtimeMessage, RowComment, RowPage } from '@cellar/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/App';
import { createQueryClient, createServices } from '../../../../app/services';
import { createFakeFetch, memoryStorage } from '../../../../test/fakeServer';
import { DatabaseApiProvider } from '../../DatabaseApiContext';
import { fakeDatabaseApi, fixtureTable } from '../../test/fakeDatabaseApi';
import { TableView } from '../../table/TableView';
import { createCommentCounts } from './commentCounts';

describe('the grid’s comment badges', () => {
  it('mark the rows that have comments, named by their count, and follow others’ comments live', async () => {
    const { table, view, fields, rows } = fixtureTable();
    const api = fakeDatabaseApi(rows);
    api.gridRows.mockImplementation(async (_view: number, { offset, limit }: { offset: number; limit: number }) => ({
      count: rows.length, next: null, previous: null, results: rows.slice(offset, offset + limit), field_options: {},
      row_metadata: { 2: { row_comment_count: 3 }, 3: { row_comment_count: 1 } },
    }));
    // The table page's messages reach the grid through the live channel's listeners: the test holds them.
    const services = createServices({ fetch: createFakeFetch({}).fetch, storage: memoryStorage(), queryClient: createQueryClient() });
    const listeners = new Set<(message: RealtimeMessage) => void>();
    vi.spyOn(services.live, 'listen').mockImplementation((listener) => {
      listeners.add(listener as (message: RealtimeMessage) => void);
      return () => listeners.delete(listener as (message: RealtimeMessage) => void);
    });
    render(
      <AppProviders services={services}>
        <MemoryRouter>
          <DatabaseApiProvider api={api}>
            <TableView table={table} view={view} fields={fields} />
          </DatabaseApiProvider>
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByText('Row 1');
    const row = (id: number) => within(document.querySelector<HTMLElement>(`[data-row-id="${id}"]`)!);
    await waitFor(() => expect(row(2).getByRole('img', { name: '3 comments' })).toBeInTheDocument());
    expect(row(3).getByRole('img', { name: '1 comment' })).toBeInTheDocument();
    expect(row(1).queryByRole('img', { name: /comment/ })).toBeNull();

    const comment = (rowId: number, tableId = table.id) => ({ id: 50 + rowId, table_id: tableId, row_id: rowId } as RowComment);
    act(() => listeners.forEach((listen) => listen({ type: 'row_comment_created', row_comment: comment(1) })));
    expect(row(1).getByRole('img', { name: '1 comment' })).toBeInTheDocument();
    act(() => listeners.forEach((listen) => listen({ type: 'row_comment_deleted', row_comment: comment(3) })));
    expect(row(3).queryByRole('img', { name: /comment/ })).toBeNull();
    // Another table's comments leave this grid alone.
    act(() => listeners.forEach((listen) => listen({ type: 'row_comment_created', row_comment: comment(2, 99) })));
    expect(row(2).getByRole('img', { name: '3 comments' })).toBeInTheDocument();
  });

  it('follow comments added and deleted, and a newer window’s counts', () => {
    const counts = createCommentCounts();
    const page = (metadata: RowPage['row_metadata']): RowPage => ({ count: 2, next: null, previous: null, results: [{ id: 1, order: '1' }, { id: 2, order: '2' }], row_metadata: metadata });
    counts.takeWindow(page({ 1: { row_comment_count: 2 } }));
    counts.adjust(2, 1);
    counts.adjust(1, -1);
    expect([...counts.store.getState()]).toEqual([[1, 1], [2, 1]]);
    counts.takeWindow(page({}));
    expect(counts.store.getState().size).toBe(0);
    counts.adjust(5, -1);
    expect(counts.store.getState().has(5)).toBe(false);
  });
});
