import type { Field, RealtimeMessage, RowComment, RowHistoryEntry } from '@cellar/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/App';
import { createQueryClient, createServices } from '../../../app/services';
import { createFakeFetch, memoryStorage } from '../../../test/fakeServer';
import { DatabaseApiProvider } from '../DatabaseApiContext';
import { fakeDatabaseApi, fixtureTable } from '../test/fakeDatabaseApi';
import { createCommentCounts, CommentCountsContext } from './comments/commentCounts';
import { RowActivityPanel } from './RowActivityPanel';

const me = 1;
const comment = (id: number, userId: number, firstName: string, text: string, extra: Partial<RowComment> = {}): RowComment => ({
  id, user_id: userId, first_name: firstName, table_id: 7, row_id: 1,
  message: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  created_on: '2026-03-04T10:00:00Z', updated_on: '2026-03-04T10:00:00Z', edited: false, trashed: false, ...extra,
});

function renderPanel(comments: RowComment[] = []) {
  const fixture = fixtureTable();
  const api = fakeDatabaseApi(fixture.rows);
  api.listRowComments.mockResolvedValue({ count: comments.length, next: null, previous: null, results: comments });
  const counts = createCommentCounts();
  // What others do reaches the panel through the live channel's listeners: the test holds them.
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
          <CommentCountsContext value={counts}>
            <RowActivityPanel tableId={7} row={fixture.rows[0]!} fields={fixture.fields} currentUserId={me} />
          </CommentCountsContext>
        </DatabaseApiProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  const panel = () => within(screen.getByRole('region', { name: 'Row activity' }));
  const hear = (message: RealtimeMessage) => act(() => listeners.forEach((listen) => listen(message)));
  return { api, counts, panel, hear, fields: fixture.fields, user: userEvent.setup() };
}

describe('the expanded row’s comments', () => {
  it('list the thread oldest first, with Edit and Delete only on one’s own, and an edited mark', async () => {
    const { panel } = renderPanel([comment(3, 2, 'Bob', 'Second', { edited: true }), comment(2, me, 'Ada', 'First')]);
    const list = await panel().findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('First'), expect.stringContaining('Second')]);
    expect(within(items[0]!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit', 'Delete']);
    expect(within(items[1]!).queryAllByRole('button')).toEqual([]);
    expect(items[1]).toHaveTextContent('(edited)');
  });

  it('shows HTML in a message as text', async () => {
    const { panel } = renderPanel([comment(2, 2, 'Bob', '<img src=x onerror=alert(1)>')]);
    const list = await panel().findByRole('list', { name: 'Comments' });
    expect(list).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(list.querySelector('img')).toBeNull();
  });

  it('suggests people while typing @, and sends the mention with Ctrl+Enter', async () => {
    const { api, panel, user, counts } = renderPanel([comment(2, 2, 'Bob', 'Hello')]);
    api.createRowComment.mockImplementation(async (_table: number, _row: number, message: RowComment['message']) => comment(9, me, 'Ada', '', { message }));
    const box = await panel().findByRole('combobox', { name: 'Comment' });
    await user.type(box, 'Thanks @bo');
    const options = panel().getByRole('listbox', { name: 'People to mention' });
    expect(within(options).getByRole('option', { name: 'Bob' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thanks @Bob ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.createRowComment).toHaveBeenCalledTimes(1));
    expect(api.createRowComment).toHaveBeenCalledWith(7, 1, {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Thanks ' }, { type: 'mention', attrs: { id: 2, label: 'Bob' } }] }],
    });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(panel().getByRole('status')).toHaveTextContent('Comment added');
    expect(counts.store.getState().get(1)).toBe(1);
  });

  it('keeps what is typed right after picking a name where it was typed', async () => {
    const { panel, user } = renderPanel([comment(2, 2, 'Bob', 'Hello')]);
    const box = await panel().findByRole('combobox', { name: 'Comment' });
    await user.type(box, 'Hi @bo');
    await user.keyboard('{Enter}ok');
    // A frame later: the caret was once moved back behind the name then, and what followed landed before "ok".
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    await user.keyboard(' there');
    expect(box).toHaveValue('Hi @Bob ok there');
  });

  it('edits and deletes one’s own comment', async () => {
    const { api, panel, user } = renderPanel([comment(2, me, 'Ada', 'Typo')]);
    api.updateRowComment.mockImplementation(async (_table: number, id: number, message: RowComment['message']) => comment(id, me, 'Ada', '', { message, edited: true }));
    api.deleteRowComment.mockResolvedValue(comment(2, me, 'Ada', '', { message: null, trashed: true }));
    await user.click(await panel().findByRole('button', { name: /^Edit comment/ }));
    const editor = panel().getByRole('combobox', { name: 'Edit comment' });
    await user.clear(editor);
    await user.type(editor, 'Fixed');
    await user.click(panel().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(panel().getByRole('list', { name: 'Comments' })).toHaveTextContent('Fixed'));
    expect(panel().getByRole('list', { name: 'Comments' })).toHaveTextContent('(edited)');
    await user.click(panel().getByRole('button', { name: /^Delete comment/ }));
    await waitFor(() => expect(panel().queryByRole('list', { name: 'Comments' })).toBeNull());
    expect(panel().getByText('No comments yet.')).toBeInTheDocument();
    expect(api.deleteRowComment).toHaveBeenCalledWith(7, 2);
  });

  it('shows others’ comments as they arrive, announced politely, and their edits and deletions', async () => {
    const { panel, hear } = renderPanel([]);
    await panel().findByText('No comments yet.');
    hear({ type: 'row_comment_created', row_comment: comment(5, 2, 'Bob', 'Live one') });
    expect(await panel().findByRole('list', { name: 'Comments' })).toHaveTextContent('Live one');
    expect(panel().getByRole('status')).toHaveTextContent('New comment from Bob');
    hear({ type: 'row_comment_created', row_comment: { ...comment(6, 2, 'Bob', 'Other row'), row_id: 2 } });
    hear({ type: 'row_comment_updated', row_comment: comment(5, 2, 'Bob', 'Live, edited', { edited: true }) });
    expect(panel().getByRole('list', { name: 'Comments' })).toHaveTextContent('Live, edited');
    expect(panel().getByRole('list', { name: 'Comments' })).not.toHaveTextContent('Other row');
    hear({ type: 'row_comment_deleted', row_comment: comment(5, 2, 'Bob', '', { message: null, trashed: true }) });
    expect(panel().queryByRole('list', { name: 'Comments' })).toBeNull();
  });
});

describe('the expanded row’s history', () => {
  const entry = (id: number, fields: Field[]): RowHistoryEntry => ({
    id, action_type: 'update_rows', action_command_type: 'DO', user: { id: 2, name: 'Bob' }, timestamp: '2026-03-04T11:30:00Z',
    before: { [`field_${fields[1]!.id}`]: 2, [`field_${fields[0]!.id}`]: 'Old name' },
    after: { [`field_${fields[1]!.id}`]: 3.5, [`field_${fields[0]!.id}`]: 'New name' },
    fields_metadata: { [`field_${fields[0]!.id}`]: { id: fields[0]!.id, type: 'text' }, [`field_${fields[1]!.id}`]: { id: fields[1]!.id, type: 'number' } },
  });

  it('is a tab beside the comments, reached with the arrow keys, and says when there is nothing', async () => {
    const { panel, user } = renderPanel();
    const tabs = panel().getByRole('tablist', { name: 'Row activity' });
    expect(within(tabs).getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    within(tabs).getByRole('tab', { name: 'Comments' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(await panel().findByText('No changes yet')).toBeInTheDocument();
  });

  it('shows who changed which field when, old and new value by the field’s name, and loads older changes', async () => {
    const { api, panel, user, fields } = renderPanel();
    api.rowHistory.mockResolvedValueOnce({ count: 2, next: 'more', previous: null, results: [entry(8, fields)] });
    api.rowHistory.mockResolvedValueOnce({ count: 2, next: null, previous: null, results: [{ ...entry(7, fields), user: { id: 3, name: 'Cy' } }] });
    await user.click(panel().getByRole('tab', { name: 'History' }));
    const changes = await panel().findByRole('list', { name: 'Changes' });
    const [first] = within(changes).getAllByRole('listitem');
    expect(first).toHaveTextContent('Bob');
    expect(within(first!).getByText('Name').nextSibling).toHaveTextContent('Old name → New name');
    expect(within(first!).getByText('Amount').nextSibling).toHaveTextContent('2 → 3.5');
    await user.click(panel().getByRole('button', { name: 'Show older changes' }));
    await waitFor(() => expect(within(changes).getAllByRole('listitem')).toHaveLength(2));
    expect(api.rowHistory).toHaveBeenLastCalledWith(7, 1, { limit: 20, offset: 1 });
    expect(panel().queryByRole('button', { name: 'Show older changes' })).toBeNull();
  });
});
