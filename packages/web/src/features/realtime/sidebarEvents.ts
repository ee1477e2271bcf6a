import type { Application, GroupWithMembership } from '@cellar/core';
import type { QueryClient } from '@tanstack/react-query';
import { applicationsQueryKey } from '../applications/applicationKeys';
import { forgetTable, renameInViews, writeTables } from '../database/sidebar/tableCache';
import { patchCachedItem, removeCachedItems, upsertCachedItem } from '../groups/cachedList';
import { forgetGroup } from '../groups/forgetGroup';
import { groupsQueryKey } from '../groups/groupKeys';
import { dispatchMessage, type MessageHandlers } from './messageHandlers';

/** How the group, application and table messages (contract §13) change the query cache the sidebar reads. */
export const sidebarEvents: MessageHandlers<QueryClient> = {
  // The payload carries no role or position; the list is read again to get them right.
  group_created: (_, queryClient) => void queryClient.invalidateQueries({ queryKey: groupsQueryKey, exact: true }),
  // A rename carries {id, name}; a role change also the member's order and permissions.
  group_updated: (message, queryClient) => void patchCachedItem<GroupWithMembership>(queryClient, groupsQueryKey, message.group_id, message.group),
  group_deleted: (message, queryClient) => forgetGroup(queryClient, message.group_id),

  application_created: (message, queryClient) =>
    upsertCachedItem<Application>(queryClient, applicationsQueryKey, message.application, (existing) => existing.id === message.application.id),
  application_updated: (message, queryClient) => {
    // An update may leave out the tables; the sidebar keeps the ones it has.
    const { tables, ...rest } = message.application;
    patchCachedItem<Application>(queryClient, applicationsQueryKey, message.application_id, tables === undefined ? rest : message.application);
  },
  application_deleted: (message, queryClient) =>
    removeCachedItems<Application>(queryClient, applicationsQueryKey, (application) => application.id === message.application_id),

  table_created: (message, queryClient) =>
    writeTables(queryClient, message.table.database_id, (tables) =>
      tables.some((table) => table.id === message.table.id) ? tables : [...tables, message.table],
    ),
  table_updated: (message, queryClient) => {
    const { table } = message;
    writeTables(queryClient, table.database_id, (tables) => tables.map((candidate) => (candidate.id === table.id ? { ...candidate, ...table } : candidate)));
    renameInViews(queryClient, table.id, table.name);
  },
  table_deleted: (message, queryClient) => {
    writeTables(queryClient, message.database_id, (tables) => tables.filter((table) => table.id !== message.table_id));
    forgetTable(queryClient, message.table_id);
  },
};

/** Applies a message to the sidebar's cache when it is one of its messages. */
export function applySidebarEvent(message: { type: string }, queryClient: QueryClient): void {
  dispatchMessage(sidebarEvents, message, queryClient);
}

/** After a reconnect: whatever the sidebar missed is read again. */
export function resyncSidebar(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: groupsQueryKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: applicationsQueryKey, exact: true });
}
