import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { databaseOf, groupOf, workspaceHandlers, type Handlers } from '../groups/groupFixtures';
import { selectedGroupCookie } from '../groups/selectedGroupCookie';
import { projectTrackerPreview, templateCategories } from './templateFixtures';

const groups = [groupOf(1, 'Engineering'), groupOf(2, 'Marketing', 'MEMBER')];

// The dashboard of a person in two groups, with the gallery's endpoints answering as the server does.
async function openGallery(extra: Handlers = {}) {
  selectedGroupCookie.set(1);
  const view = renderApp({
    path: '/dashboard',
    token: fakeJwt(3600),
    handlers: workspaceHandlers({ groups }, { 'GET /api/templates/': () => ({ status: 200, body: templateCategories }), ...projectTrackerPreview(), ...extra }),
  });
  const user = userEvent.setup();
  const engineering = within(await screen.findByRole('region', { name: 'Engineering' }));
  await user.click(engineering.getByRole('button', { name: 'Templates' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Templates' }));
  await dialog.findByRole('list', { name: 'All templates' });
  return { ...view, user, dialog };
}

const cardNames = (list: HTMLElement) => within(list).getAllByRole('button').map((button) => button.textContent);

describe('template gallery', () => {
  it('lists the categories with their counts, and a category’s templates when chosen', async () => {
    const { user, dialog } = await openGallery();
    const categories = within(dialog.getByRole('navigation', { name: 'Template categories' }));
    expect(categories.getAllByRole('button').map((button) => button.textContent)).toEqual(['All templates3', 'Finance1', 'Project management2', 'Software development1']);
    expect(categories.getByRole('button', { name: /All templates/ })).toHaveAttribute('aria-current', 'true');
    expect(cardNames(dialog.getByRole('list', { name: 'All templates' }))).toEqual(['Bug tracker', 'Personal finance', 'Project tracker']);
    await user.click(categories.getByRole('button', { name: /Software development/ }));
    expect(cardNames(dialog.getByRole('list', { name: 'Software development' }))).toEqual(['Bug tracker']);
    expect(dialog.getByRole('button', { name: 'Bug tracker' })).toHaveAccessibleDescription('Bug tracker: a description.');
    expect(dialog.getByRole('status')).toHaveTextContent('1 template');
  });

  it('searches names and keywords in every category, and says when nothing matches', async () => {
    const { user, dialog } = await openGallery();
    await user.click(dialog.getByRole('button', { name: /Finance/ }));
    await user.click(dialog.getByRole('searchbox', { name: 'Search templates' }));
    await user.paste('software');
    expect(cardNames(dialog.getByRole('list', { name: 'Templates matching “software”' }))).toEqual(['Bug tracker']);
    await user.clear(dialog.getByRole('searchbox'));
    await user.paste('spreadsheet');
    expect(dialog.getByText('No templates found')).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent('0 templates');
  });

  it('walks the categories and the templates with the arrow keys; Escape closes the gallery', async () => {
    const { user, dialog } = await openGallery();
    const first = dialog.getByRole('button', { name: /All templates/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(dialog.getByRole('button', { name: /Finance/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(dialog.getByRole('button', { name: /Software development/ })).toHaveFocus();
    dialog.getByRole('button', { name: 'Bug tracker' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(dialog.getByRole('button', { name: 'Personal finance' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Templates' })[0]).toHaveFocus();
  });

  it('previews a template’s tables and views in a grid that cannot be edited', async () => {
    const { user, dialog } = await openGallery();
    await user.click(dialog.getByRole('button', { name: 'Project tracker' }));
    expect(dialog.getByRole('heading', { name: 'Project tracker' })).toHaveFocus();
    const grid = within(await dialog.findByRole('grid', { name: 'Projects (preview)' }));
    expect(await grid.findByText('Website relaunch')).toBeInTheDocument();
    expect(grid.getByText('Annual report')).toBeInTheDocument();
    expect(dialog.getByRole('grid')).toHaveAttribute('aria-readonly', 'true');
    for (const name of ['Add row', 'Create field', 'Enlarge row', 'Owner options']) expect(grid.queryAllByRole('button', { name })).toEqual([]);
    await user.dblClick(grid.getByText('Website relaunch'));
    await user.keyboard('{Enter}x{Delete}');
    expect(dialog.queryByRole('textbox')).toBeNull();
    expect(grid.getByText('Website relaunch')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(dialog.queryByText('Annual report')).toBeNull());
    expect(dialog.getByText('1 row')).toBeInTheDocument();

    const tabs = dialog.getByRole('tablist', { name: 'Tables' });
    within(tabs).getByRole('tab', { name: 'Projects' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
    expect(await dialog.findByText('Draft the plan')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'All templates' }));
    expect(dialog.getByRole('button', { name: 'Project tracker' })).toHaveFocus();
  });

  it('installs into the group it was opened from, closes, lists the database in the sidebar and opens its first table', async () => {
    const installed = databaseOf(70, 1, 'Project tracker', ['Projects', 'Tasks']);
    const { user, dialog, router, server } = await openGallery({ 'GET /api/templates/install/1/1/': () => ({ status: 200, body: [installed] }) });
    await user.click(dialog.getByRole('button', { name: 'Project tracker' }));
    expect(dialog.getByRole('combobox', { name: 'Add to group' })).toHaveDisplayValue('Engineering');
    await user.click(dialog.getByRole('button', { name: 'Use this template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((call) => call.path.startsWith('/api/templates/install/')).map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/templates/install/1/1/']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/database/70/table/700'));
    const sidebar = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(sidebar.getByRole('list', { name: 'Applications of Engineering' })).toHaveTextContent('Project tracker');
  });

  it('installs into another of the person’s groups, which becomes the selected one', async () => {
    const installed = databaseOf(71, 2, 'Bug tracker', ['Bugs']);
    const { user, dialog, router } = await openGallery({ 'GET /api/templates/install/2/2/': () => ({ status: 200, body: [installed] }) });
    await user.click(dialog.getByRole('button', { name: 'Bug tracker' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Add to group' }), 'Marketing');
    await user.click(dialog.getByRole('button', { name: 'Use this template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/database/71/table/710'));
    expect(selectedGroupCookie.get()).toBe(2);
  });

  it('keeps the gallery open with the reason when the install is refused', async () => {
    const refusal = { status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' } };
    const { user, dialog } = await openGallery({ 'GET /api/templates/install/1/1/': () => refusal });
    await user.click(dialog.getByRole('button', { name: 'Project tracker' }));
    await user.click(dialog.getByRole('button', { name: 'Use this template' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/Project tracker could not be added.*aren't a member/);
    expect(dialog.getByRole('button', { name: 'Use this template' })).toBeEnabled();
  });

  it('says when the templates cannot be loaded and tries again on request', async () => {
    let fail = true;
    selectedGroupCookie.set(1);
    renderApp({
      path: '/dashboard',
      token: fakeJwt(3600),
      handlers: workspaceHandlers({ groups }, { 'GET /api/templates/': () => (fail ? { status: 500, body: {} } : { status: 200, body: templateCategories }) }),
    });
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('region', { name: 'Engineering' })).getByRole('button', { name: 'Templates' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Templates' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The templates could not be loaded.');
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('list', { name: 'All templates' })).toBeInTheDocument();
  });

  it('opens from the sidebar’s Create new menu', async () => {
    selectedGroupCookie.set(1);
    renderApp({ path: '/dashboard', token: fakeJwt(3600), handlers: workspaceHandlers({ groups }, { 'GET /api/templates/': () => ({ status: 200, body: templateCategories }) }) });
    const user = userEvent.setup();
    const sidebar = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user.click(await sidebar.findByRole('button', { name: 'Create new' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Templates' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Templates' })).findByRole('list', { name: 'All templates' })).toBeInTheDocument();
  });
});
