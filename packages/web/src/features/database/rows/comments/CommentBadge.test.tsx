import type { RowPage } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../../../test/renderWithServices';
import { DatabaseApiProvider } from '../../DatabaseApiContext';
import { fakeDatabaseApi, fixtureTable } from '../../test/fakeDatabaseApi';
import { TableView } from '../../table/TableView';
import { createCommentCounts } from './commentCounts';

describe('the grid’s comment badges', () => {
  it('mark the rows that have comments, named by their count, from the window’s row_metadata', async () => {
    const { table, view, fields, rows } = fixtureTable();
    const api = fakeDatabaseApi(rows);
    api.gridRows.mockImplementation(async (_view: number, { offset, limit }: { offset: number; limit: number }) => ({
      count: rows.length, next: null, previous: null, results: rows.slice(offset, offset + limit), field_options: {},
      row_metadata: { 2: { row_comment_count: 3 }, 3: { row_comment_count: 1 } },
    }));
    renderWithServices(
      <DatabaseApiProvider api={api}>
        <TableView table={table} view={view} fields={fields} />
      </DatabaseApiProvider>,
    );
    await screen.findByText('Row 1');
    const row = (id: number) => within(document.querySelector<HTMLElement>(`[data-row-id="${id}"]`)!);
    await waitFor(() => expect(row(2).getByRole('img', { name: '3 comments' })).toBeInTheDocument());
    expect(row(3).getByRole('img', { name: '1 comment' })).toBeInTheDocument();
    expect(row(1).queryByRole('img', { name: /comment/ })).toBeNull();
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
