import { act, screen, waitFor, within } from '@testing-library/react';
import type { Application } from '@cellar/core';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../app/services';
import { fakeJwt } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { databaseOf, groupOf, workspaceHandlers, type Handlers } from '../groups/groupFixtures';

const tablesOf = (services: Services, databaseId: number) =>
  services.queryClient.getQueryData<Application[]>(['applications'])?.find((application) => application.id === databaseId)?.tables?.map((table) => table.name);

async function openDashboard(handlers: Handlers) {
  const view = renderApp({ path: '/dashboard', token: fakeJwt(3600), handlers });
  await screen.findByRole('main');
  await waitFor(() => expect(view.sockets.opened).toHaveLength(1));
  const socket = view.sockets.latest()!;
  act(() => socket.receive({ type: 'authentication', success: true, web_socket_id: 'tab-1' }));
  return { ...view, socket };
}

describe('the app layout’s live channel', () => {
  it('opens with the session’s JWT and sends the socket id on REST calls', async () => {
    const handlers = workspaceHandlers({ groups: [groupOf(1, 'Engineering')], applications: [databaseOf(3, 1, 'Roadmap', ['Backlog'])] });
    const { socket, server, services } = await openDashboard(handlers);
    expect(socket.url).toMatch(/\/ws\/core\/\?jwt_token=.+/);
    const before = server.calls.length;
    await act(() => services.queryClient.refetchQueries({ queryKey: ['groups'], exact: true }));
    expect(server.calls.slice(before).map((call) => call.headers.WebSocketId)).toEqual(['tab-1']);
  });

  it('shows applications and tables others create, rename and delete in the sidebar', async () => {
    const handlers = workspaceHandlers({ groups: [groupOf(1, 'Engineering')], applications: [databaseOf(3, 1, 'Roadmap', ['Backlog'])] });
    const { socket, services } = await openDashboard(handlers);
    await screen.findAllByText('Roadmap');
    act(() => socket.receive({ type: 'application_created', application: databaseOf(4, 1, 'Hiring', ['Candidates']) }));
    expect((await screen.findAllByText('Hiring')).length).toBeGreaterThan(0);
    act(() => socket.receive({ type: 'application_updated', application_id: 4, application: { ...databaseOf(4, 1, 'Recruiting'), tables: undefined } }));
    expect((await screen.findAllByText('Recruiting')).length).toBeGreaterThan(0);
    act(() => socket.receive({ type: 'table_created', table: { id: 31, name: 'Releases', order: 2, database_id: 3 } }));
    expect(tablesOf(services, 3)).toEqual(['Backlog', 'Releases']);
    act(() => socket.receive({ type: 'table_updated', table_id: 31, table: { id: 31, name: 'Launches', order: 2, database_id: 3 } }));
    act(() => socket.receive({ type: 'table_deleted', database_id: 3, table_id: 30 }));
    expect(tablesOf(services, 3)).toEqual(['Launches']);
    act(() => socket.receive({ type: 'application_deleted', application_id: 3 }));
    await waitFor(() => expect(screen.queryAllByText('Roadmap')).toHaveLength(0));
    expect(tablesOf(services, 4)).toEqual(['Candidates']);
  });

  it('drops a group the user was removed from', async () => {
    const handlers = workspaceHandlers({ groups: [groupOf(1, 'Engineering'), groupOf(2, 'Sales')], applications: [databaseOf(3, 1, 'Roadmap')] });
    const { socket, services } = await openDashboard(handlers);
    await waitFor(() => expect(services.queryClient.getQueryData(['applications'])).toHaveLength(1));
    act(() => socket.receive({ type: 'group_updated', group_id: 2, group: { id: 2, name: 'Sales', order: 2, permissions: 'MEMBER' } }));
    act(() => socket.receive({ type: 'group_deleted', group_id: 1 }));
    expect(services.queryClient.getQueryData(['groups'])).toEqual([{ id: 2, name: 'Sales', order: 2, permissions: 'MEMBER' }]);
    expect(services.queryClient.getQueryData(['applications'])).toEqual([]);
  });

  it('tells the person while it reconnects, and offers a refresh once it has failed', async () => {
    const { sockets, socket } = await openDashboard(workspaceHandlers({ groups: [groupOf(1, 'Engineering')] }));
    act(() => socket.drop());
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await notifications.findByText('Reconnecting')).toBeInTheDocument();
    expect(notifications.getByText('Reconnecting with server.')).toBeInTheDocument();
    await waitFor(() => expect(sockets.opened).toHaveLength(2));
    act(() => sockets.latest()!.receive({ type: 'authentication', success: true, web_socket_id: 'tab-2' }));
    await waitFor(() => expect(notifications.queryByText('Reconnecting')).not.toBeInTheDocument());

    // The server refuses the unchanged token: there is no point in trying again.
    act(() => sockets.latest()!.receive({ type: 'authentication', success: false, web_socket_id: 'x' }));
    act(() => sockets.latest()!.drop());
    expect(await notifications.findByText('Failed')).toBeInTheDocument();
    expect(notifications.getByText('Connection to the server has failed. Please refresh the page.')).toBeInTheDocument();
    expect(notifications.getByRole('button', { name: 'Refresh page' })).toBeInTheDocument();
  });
});
