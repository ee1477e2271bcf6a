import type { TrashContentsEntry, TrashContentsPage } from '@cellar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { databaseOf, groupOf, workspaceHandlers, type Handlers } from '../groups/groupFixtures';
import { selectedGroupCookie } from '../groups/selectedGroupCookie';

const structure = {
  workspaces: [
    { id: 1, name: 'Engineering', trashed: false, applications: [{ id: 11, name: 'Bugs', trashed: false, type: 'database' }] },
    { id: 2, name: 'Marketing', trashed: false, applications: [] },
  ],
};

function entryOf(id: number, overrides: Partial<TrashContentsEntry> = {}): TrashContentsEntry {
  const trashedAt = new Date(Date.now() - 5 * 60_000).toISOString();
  return { id, user_who_trashed: 'Ada', trash_item_type: 'row', trash_item_id: id * 10, parent_trash_item_id: 110, trashed_at: trashedAt, application: 11, workspace: 1, name: `Row ${id}`, names: null, parent_name: 'Issues', ...overrides };
}

const page = (results: TrashContentsEntry[]): TrashContentsPage => ({ count: results.length, next: null, previous: null, results });

async function openTrash(extra: Handlers) {
  selectedGroupCookie.set(1);
  const view = renderApp({
    path: '/dashboard',
    token: fakeJwt(3600),
    handlers: workspaceHandlers({ groups: [groupOf(1, 'Engineering'), groupOf(2, 'Marketing', 'MEMBER')], applications: [databaseOf(11, 1, 'Bugs')] }, { 'GET /api/trash/': () => ({ status: 200, body: structure }), ...extra }),
  });
  const user = userEvent.setup();
  const engineering = within(await screen.findByRole('region', { name: 'Engineering' }));
  await user.click(engineering.getByRole('button', { name: 'Trash' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Trash of Engineering' }));
  return { ...view, user, dialog };
}

describe('the Trash modal', () => {
  it("lists the groups and their databases, and the chosen one's deleted items with who and when", async () => {
    const { user, dialog } = await openTrash({
      'GET /api/trash/workspace/1/?page=1': () => ({ status: 200, body: page([]) }),
      'GET /api/trash/workspace/1/?application_id=11&page=1': () => ({ status: 200, body: page([entryOf(1), entryOf(2, { trash_item_type: 'rows', name: '3 rows', names: ['A', 'B', 'C', 'D'] })]) }),
    });
    const nav = within(dialog.getByRole('navigation', { name: 'Groups and databases' }));
    expect(nav.getByRole('button', { name: 'Engineering' })).toHaveAttribute('aria-current', 'true');
    expect(await dialog.findByText('Nothing in the trash')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: "Empty this group's trash" })).toBeDisabled();

    await user.click(within(nav.getByRole('list', { name: 'Databases of Engineering' })).getByRole('button', { name: 'Bugs' }));
    await screen.findByRole('dialog', { name: 'Trash of Bugs' });
    const list = within(await dialog.findByRole('list', { name: 'Deleted items of Bugs' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Row Row 1');
    expect(items[0]).toHaveTextContent('Deleted from Issues by Ada 5 minutes ago');
    expect(items[1]).toHaveTextContent('Rows A, B, C and 1 more');
    expect(list.getByRole('button', { name: 'Restore row Row 1' })).toBeEnabled();
  });

  it('restores an item, and shows why when it cannot come back', async () => {
    let entries = [entryOf(1), entryOf(2)];
    const restored: unknown[] = [];
    const { user, dialog } = await openTrash({
      'GET /api/trash/workspace/1/?page=1': () => ({ status: 200, body: page(entries) }),
      'PATCH /api/trash/restore/': (request) => {
        const body = request.body as { trash_item_id: number };
        if (body.trash_item_id === 20) return { status: 400, body: { error: 'ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD', detail: 'Cannot restore a trashed item if its parent is also trashed, please restore the parent first.' } };
        restored.push(request.body);
        entries = entries.filter((entry) => entry.trash_item_id !== body.trash_item_id);
        return { status: 204 };
      },
    });
    const list = within(await dialog.findByRole('list', { name: 'Deleted items of Engineering' }));
    await user.click(list.getByRole('button', { name: 'Restore row Row 1' }));
    await waitFor(() => expect(list.queryByText('Row 1', { exact: false })).not.toBeInTheDocument());
    expect(restored).toEqual([{ trash_item_type: 'row', trash_item_id: 10, parent_trash_item_id: 110 }]);

    await user.click(list.getByRole('button', { name: 'Restore row Row 2' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent("What it belonged to is in the trash too: restore that first.");
  });

  it('empties the trash after a confirmation', async () => {
    let entries = [entryOf(1)];
    const { user, dialog } = await openTrash({
      'GET /api/trash/workspace/1/?page=1': () => ({ status: 200, body: page(entries) }),
      'DELETE /api/trash/workspace/1/': () => {
        entries = [];
        return { status: 204 };
      },
    });
    await dialog.findByRole('list', { name: 'Deleted items of Engineering' });
    await user.click(dialog.getByRole('button', { name: "Empty this group's trash" }));
    const confirm = within(await screen.findByRole('dialog', { name: "Empty this group's trash" }));
    expect(confirm.getByText(/deleted for good/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Empty trash' }));
    expect(await dialog.findByText('Nothing in the trash')).toBeInTheDocument();
  });
});
