import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/App';
import { createQueryClient, createServices } from '../../app/services';
import { watchConsoleErrors } from '../../test/consoleErrors';
import { createFakeFetch, fakeJwt, memoryStorage } from '../../test/fakeServer';
import { useApplications } from '../applications/useApplications';
import { databaseOf, groupOf, workspaceHandlers, type Handlers } from './groupFixtures';
import { selectedGroupCookie } from './selectedGroupCookie';
import { useDeleteGroup } from './useDeleteGroup';
import { useGroups } from './useGroups';
import { useRenameGroup } from './useRenameGroup';
import { useSelectedGroup } from './useSelectedGroup';

const consoleErrors = watchConsoleErrors();

function setup(handlers: Handlers) {
  const server = createFakeFetch(handlers);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const services = createServices({ fetch: server.fetch, storage: memoryStorage(fakeJwt(3600)), queryClient });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders services={services}>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>
  );
  // Everything a screen of the workspace uses, in one hook.
  const view = renderHook(
    () => ({ groups: useGroups(), applications: useApplications(), selected: useSelectedGroup(), rename: useRenameGroup(), remove: useDeleteGroup() }),
    { wrapper },
  );
  return { ...view, server, services };
}

const two = [groupOf(1, 'Engineering'), groupOf(2, 'Marketing')];

describe('groups store (spec §4)', () => {
  it('loads the groups once and selects the only one, remembering it in the cookie', async () => {
    const { result, server } = setup(workspaceHandlers({ groups: [groupOf(5, 'Solo')] }));
    await waitFor(() => expect(result.current.selected.group?.name).toBe('Solo'));
    expect(selectedGroupCookie.get()).toBe(5);
    expect(document.cookie).toContain('cellar_group_id=5');
    expect(server.calls.filter((call) => call.path === '/api/groups/')).toHaveLength(1);
  });

  it('selects the remembered group when there are several', async () => {
    selectedGroupCookie.set(2);
    const { result } = setup(workspaceHandlers({ groups: two }));
    await waitFor(() => expect(result.current.selected.group?.name).toBe('Marketing'));
  });

  it('ignores a remembered group that is gone, leaving none selected', async () => {
    selectedGroupCookie.set(9);
    const { result } = setup(workspaceHandlers({ groups: two }));
    await waitFor(() => expect(result.current.groups.isSuccess).toBe(true));
    expect(result.current.selected.group).toBeNull();
  });

  it('restores the old name when a rename fails, and says why', async () => {
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const { result } = setup(
      workspaceHandlers(
        { groups: two },
        {
          'PATCH /api/groups/1/': async () => {
            await refused;
            return { status: 400, body: { error: 'ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR', detail: '' } };
          },
        },
      ),
    );
    await waitFor(() => expect(result.current.groups.isSuccess).toBe(true));
    act(() => result.current.rename.mutate({ groupId: 1, name: 'Platform' }));
    // Shown at once, before the server has answered.
    await waitFor(() => expect(result.current.groups.data?.[0]?.name).toBe('Platform'));
    refuse();
    await waitFor(() => expect(result.current.groups.data?.[0]?.name).toBe('Engineering'));
    expect(await screen.findByText('Action not allowed.')).toBeInTheDocument();
  });

  it('keeps the server’s name after a successful rename', async () => {
    const { result } = setup(workspaceHandlers({ groups: two }, { 'PATCH /api/groups/2/': () => ({ status: 200, body: { id: 2, name: 'Growth' } }) }));
    await waitFor(() => expect(result.current.groups.isSuccess).toBe(true));
    await act(() => result.current.rename.mutateAsync({ groupId: 2, name: 'Growth ' }));
    // The query tells its observers on a later tick, which a busy machine may not have reached when act returns.
    await waitFor(() => expect(result.current.groups.data?.map((group) => group.name)).toEqual(['Engineering', 'Growth']));
  });

  it('treats a 404 on delete as deleted, dropping the group’s applications and the selection', async () => {
    selectedGroupCookie.set(1);
    const applications = [databaseOf(10, 1, 'Roadmap'), databaseOf(11, 2, 'Campaigns')];
    const { result } = setup(
      workspaceHandlers({ groups: two, applications }, { 'DELETE /api/groups/1/': () => ({ status: 404, body: { error: 'ERROR_GROUP_DOES_NOT_EXIST', detail: '' } }) }),
    );
    await waitFor(() => expect(result.current.selected.group?.id).toBe(1));
    await waitFor(() => expect(result.current.applications.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync(1));
    await waitFor(() => expect(result.current.groups.data?.map((group) => group.id)).toEqual([2]));
    expect(result.current.applications.data?.map((application) => application.name)).toEqual(['Campaigns']);
    expect(result.current.selected.group).toBeNull();
  });

  it('logoff clears the groups and unselects', async () => {
    const { result, services } = setup(workspaceHandlers({ groups: [groupOf(5, 'Solo')] }));
    await act(() => services.auth.restore());
    await waitFor(() => expect(result.current.selected.group?.id).toBe(5));
    act(() => services.auth.logoff());
    expect(services.queryClient.getQueryData(['groups'])).toBeUndefined();
    expect(services.queryClient.getQueryData(['selected-group'])).toBeUndefined();
    expect(consoleErrors()).toEqual([]);
  });
});
