import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { databaseOf, groupOf, workspaceHandlers } from '../groups/groupFixtures';
import { renderSignedIn } from '../groups/renderSignedIn';
import { DeleteApplicationModal } from './DeleteApplicationModal';

const roadmap = databaseOf(3, 1, 'Roadmap', ['Backlog']);

describe('deleting a database', () => {
  it('goes to the dashboard when one of its tables was open', async () => {
    const { router } = await renderSignedIn(
      <DeleteApplicationModal application={roadmap} open onOpenChange={() => undefined} />,
      workspaceHandlers({ groups: [groupOf(1, 'Engineering')], applications: [roadmap] }, { 'DELETE /api/applications/3/': () => ({ status: 204 }) }),
      { path: '/database/3/table/30' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete database' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('counts a 404 as deleted, and stays where it is when another page is open', async () => {
    let closed = false;
    const { router } = await renderSignedIn(
      <DeleteApplicationModal application={roadmap} open onOpenChange={(open) => (closed = !open)} />,
      workspaceHandlers({ groups: [groupOf(1, 'Engineering')] }, { 'DELETE /api/applications/3/': () => ({ status: 404, body: { error: 'ERROR_APPLICATION_DOES_NOT_EXIST', detail: '' } }) }),
      { path: '/database/4/table/40' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete database' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(router.state.location.pathname).toBe('/database/4/table/40');
  });

  it('keeps a refusal inside the dialog', async () => {
    await renderSignedIn(
      <DeleteApplicationModal application={roadmap} open onOpenChange={() => undefined} />,
      workspaceHandlers({ groups: [groupOf(1, 'Engineering')] }, { 'DELETE /api/applications/3/': () => ({ status: 400, body: { error: 'ERROR_USER_NOT_IN_GROUP', detail: '' } }) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete database' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Action not allowed.');
  });
});
