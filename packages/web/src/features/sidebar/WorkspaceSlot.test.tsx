import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { watchConsoleErrors } from '../../test/consoleErrors';
import { fakeJwt } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { databaseOf, groupOf, workspaceHandlers, type Handlers } from '../groups/groupFixtures';
import { selectedGroupCookie } from '../groups/selectedGroupCookie';

// Resolves once the app layout, and with it the sidebar, is on screen.
async function open(handlers: Handlers) {
  const view = renderApp({ path: '/dashboard', token: fakeJwt(3600), handlers });
  await screen.findByRole('navigation', { name: 'Main' });
  return view;
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Main' }));
const consoleErrors = watchConsoleErrors();

describe('sidebar workspace (spec §2)', () => {
  it('says there are no groups, and creating one selects it', async () => {
    const { server } = await open(
      workspaceHandlers({ groups: [] }, { 'POST /api/groups/': ({ body }) => ({ status: 200, body: { ...groupOf(7, (body as { name: string }).name) } }) }),
    );
    expect(await sidebar().findByText('You don’t have any groups.')).toBeInTheDocument();
    await userEvent.click(sidebar().getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Design');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    expect(await sidebar().findByRole('button', { name: /^Group: ?Design ?\. ?Switch group$/ })).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST' && call.path === '/api/groups/')?.body).toEqual({ name: 'Design' });
    expect(selectedGroupCookie.get()).toBe(7);
    // Selecting the new group re-renders the sidebar without React's "update while rendering" warning.
    expect(consoleErrors()).toEqual([]);
  });

  it('opens Create group from the switcher with the cursor in its name field', async () => {
    selectedGroupCookie.set(1);
    await open(workspaceHandlers({ groups: [groupOf(1, 'Engineering')] }, { 'POST /api/groups/': ({ body }) => ({ status: 200, body: groupOf(7, (body as { name: string }).name) }) }));
    await userEvent.click(await sidebar().findByRole('button', { name: /^Group: ?Engineering ?\. ?Switch group$/ }));
    const switcher = within(await screen.findByRole('dialog', { name: 'Switch group' }));
    await userEvent.click(switcher.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new group' });
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await userEvent.keyboard('Design{Enter}');
    expect(await sidebar().findByRole('button', { name: /^Group: ?Design ?\. ?Switch group$/ })).toBeInTheDocument();
    expect(consoleErrors()).toEqual([]);
  });

  it('lists the groups to pick from when none is selected', async () => {
    await open(workspaceHandlers({ groups: [groupOf(1, 'Engineering'), groupOf(2, 'Marketing')] }));
    await userEvent.click(await sidebar().findByRole('button', { name: 'Marketing' }));
    expect(await sidebar().findByRole('button', { name: /^Group: ?Marketing ?\. ?Switch group$/ })).toBeInTheDocument();
  });

  it('switches groups with a case-insensitive search that says when nothing matches', async () => {
    selectedGroupCookie.set(1);
    await open(workspaceHandlers({ groups: [groupOf(1, 'Engineering'), groupOf(2, 'Marketing')] }));
    await userEvent.click(await sidebar().findByRole('button', { name: /^Group: ?Engineering ?\. ?Switch group$/ }));
    const search = await screen.findByLabelText('Search groups');
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'MARK');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Marketing');
    await userEvent.keyboard('{Enter}');
    expect(await sidebar().findByRole('button', { name: /^Group: ?Marketing ?\. ?Switch group$/ })).toBeInTheDocument();
    expect(selectedGroupCookie.get()).toBe(2);
  });

  it('opens a database at its first table, and one without tables to a way to create or import it', async () => {
    const applications = [databaseOf(3, 1, 'Roadmap', ['Backlog', 'Releases']), databaseOf(4, 1, 'Empty')];
    const { router } = await open(workspaceHandlers({ groups: [groupOf(1, 'Engineering')], applications }));
    await userEvent.click(await sidebar().findByRole('button', { name: 'Empty' }));
    // An empty state, not an error toast (issue 38).
    // The page is a lazy route: its code may take a moment to load on a busy machine.
    expect(await screen.findByText('Empty has no tables yet', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/database/4');
    expect(screen.queryByRole('alert')).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Create table' })).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new table' });
    expect(within(dialog).getByRole('radio', { name: /CSV/ })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    // The empty database opens in the sidebar anyway, with the way to its first table.
    expect(sidebar().getByRole('button', { name: 'Empty' })).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar().getByText('Create table')).toBeInTheDocument();
    await userEvent.click(sidebar().getByRole('button', { name: 'Roadmap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/database/3/table/30'));
  });

  it('confirms deleting a database by listing its tables, then removes it', async () => {
    const applications = [databaseOf(3, 1, 'Roadmap', ['Backlog', 'Releases'])];
    await open(workspaceHandlers({ groups: [groupOf(1, 'Engineering')], applications }, { 'DELETE /api/applications/3/': () => ({ status: 204 }) }));
    await userEvent.click(await sidebar().findByRole('button', { name: 'Options for Roadmap' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete database' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Roadmap' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the database Roadmap?');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Backlog', 'Releases']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete database' }));
    await waitFor(() => expect(sidebar().queryByRole('button', { name: 'Roadmap' })).not.toBeInTheDocument());
  });

  it("links from a database's options to its API documentation", async () => {
    const { router } = await open(workspaceHandlers({ groups: [groupOf(1, 'Engineering')], applications: [databaseOf(3, 1, 'Roadmap')] }));
    await userEvent.click(await sidebar().findByRole('button', { name: 'Options for Roadmap' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View API documentation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/api/docs/database/3'));
  });

  it('renames a database inline and restores the name when the server refuses', async () => {
    const applications = [databaseOf(3, 1, 'Roadmap')];
    await open(
      workspaceHandlers(
        { groups: [groupOf(1, 'Engineering')], applications },
        { 'PATCH /api/applications/3/': () => ({ status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' } }) },
      ),
    );
    await userEvent.click(await sidebar().findByRole('button', { name: 'Options for Roadmap' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename database' }));
    const input = await sidebar().findByRole('textbox', { name: 'Name of the database' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Plans{Enter}');
    expect(await screen.findByText('Action not allowed.')).toBeInTheDocument();
    expect(await sidebar().findByRole('button', { name: 'Roadmap' })).toBeInTheDocument();
  });

  it('shows group options and Invite others to ADMINs only', async () => {
    await open(workspaceHandlers({ groups: [groupOf(1, 'Engineering', 'MEMBER')] }));
    expect(await sidebar().findByRole('button', { name: /^Group: ?Engineering ?\. ?Switch group$/ })).toBeInTheDocument();
    expect(sidebar().queryByRole('button', { name: 'Options for Engineering' })).not.toBeInTheDocument();
    expect(sidebar().queryByRole('button', { name: 'Invite others' })).not.toBeInTheDocument();
    expect(sidebar().getByRole('button', { name: 'Create new' })).toBeInTheDocument();
  });

  it('offers Rename group, Members and Delete group to ADMINs', async () => {
    await open(workspaceHandlers({ groups: [groupOf(1, 'Engineering')] }, { 'DELETE /api/groups/1/': () => ({ status: 204 }) }));
    await userEvent.click(await sidebar().findByRole('button', { name: 'Options for Engineering' }));
    expect(screen.getByRole('menuitem', { name: 'Rename group' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Members' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Engineering' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await sidebar().findByText('You don’t have any groups.')).toBeInTheDocument();
    expect(consoleErrors()).toEqual([]);
  });
});
