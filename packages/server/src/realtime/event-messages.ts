import type { RealtimeMessage } from '@cellar/core';
import type { DomainEventType, PublishedEvent, TableEvent } from '../events/domain-events.js';
import { tablePageKey } from './socket-hub.js';

/**
 * Who hears of an event (contract §13): named users, every member the group has when the
 * message is sent, or the sockets on a page.
 */
export type Audience = { users: number[] } | { groupMembers: number } | { page: string };

/** How one kind of event reaches WebSockets: to whom, and as what message (its `type` included), typed as the web client reads it. */
export interface EventMessage<E> {
  audience(event: E): Audience;
  message(event: E): RealtimeMessage;
}

type EventOf<T extends DomainEventType> = Extract<PublishedEvent, { type: T }>;

/** Every event type, with its message or null when no socket is told; a new event type fails to compile until it is listed. */
type EventMessages = { [T in DomainEventType]: EventMessage<EventOf<T>> | null };

const toMembers = (event: { groupId: number }): Audience => ({ groupMembers: event.groupId });
const toTablePage = (event: TableEvent): Audience => ({ page: tablePageKey(event.tableId) });

/** The WebSocket messages of contract §13, keyed by the domain event they announce. */
export const eventMessages: EventMessages = {
  // Account and instance changes concern no open page (contract §13: "emit no event").
  user_created: null,
  user_password_changed: null,
  user_deactivated: null,
  settings_updated: null,

  group_created: { audience: (e) => ({ users: [e.userId] }), message: (e) => ({ type: 'group_created', group: e.group }) },
  group_updated: {
    audience: (e) => ({ groupMembers: e.group.id }),
    message: (e) => ({ type: 'group_updated', group_id: e.group.id, group: e.group }),
  },
  group_deleted: { audience: (e) => ({ users: e.memberUserIds }), message: (e) => ({ type: 'group_deleted', group_id: e.groupId }) },
  // A member's own view of the group changed: only they hear it, as the group being updated or gone.
  group_user_updated: {
    audience: (e) => ({ users: [e.userId] }),
    message: (e) => ({ type: 'group_updated', group_id: e.group.id, group: e.group }),
  },
  group_user_deleted: { audience: (e) => ({ users: [e.userId] }), message: (e) => ({ type: 'group_deleted', group_id: e.groupId }) },

  application_created: { audience: toMembers, message: (e) => ({ type: 'application_created', application: e.application }) },
  application_updated: {
    audience: toMembers,
    message: (e) => ({ type: 'application_updated', application_id: e.application.id, application: e.application }),
  },
  application_deleted: { audience: toMembers, message: (e) => ({ type: 'application_deleted', application_id: e.applicationId }) },

  table_created: { audience: toMembers, message: (e) => ({ type: 'table_created', table: e.table }) },
  table_updated: { audience: toMembers, message: (e) => ({ type: 'table_updated', table_id: e.tableId, table: e.table }) },
  table_deleted: { audience: toMembers, message: (e) => ({ type: 'table_deleted', database_id: e.databaseId, table_id: e.tableId }) },

  field_created: { audience: toTablePage, message: (e) => ({ type: 'field_created', field: e.field }) },
  field_updated: { audience: toTablePage, message: (e) => ({ type: 'field_updated', field_id: e.field.id, field: e.field }) },
  field_deleted: { audience: toTablePage, message: (e) => ({ type: 'field_deleted', table_id: e.tableId, field_id: e.fieldId }) },

  row_created: {
    audience: toTablePage,
    message: (e) => ({ type: 'row_created', table_id: e.tableId, row: e.row, before_row_id: e.beforeRowId }),
  },
  // Who changed the row, under Cellar's own key: someone editing one of its cells is told by name (issue 38).
  row_updated: {
    audience: toTablePage,
    message: (e) => ({ type: 'row_updated', table_id: e.tableId, row: e.row, ...(e.origin.userName === null ? {} : { cellar_by: e.origin.userName }) }),
  },
  row_deleted: { audience: toTablePage, message: (e) => ({ type: 'row_deleted', table_id: e.tableId, row_id: e.rowId }) },
  // Baserow's message for rows a client should read again rather than be sent one by one.
  rows_refreshed: { audience: toTablePage, message: (e) => ({ type: 'force_view_rows_refresh', table_id: e.tableId }) },
  rows_bulk_changed: { audience: toTablePage, message: (e) => ({ type: 'force_view_rows_refresh', table_id: e.tableId }) },
  // Everyone on the table's page hears of comments, as Baserow's table page broadcast: an open row's thread and the grid's badges follow.
  row_comment_created: { audience: toTablePage, message: (e) => ({ type: 'row_comment_created', row_comment: e.comment }) },
  row_comment_updated: { audience: toTablePage, message: (e) => ({ type: 'row_comment_updated', row_comment: e.comment }) },
  row_comment_deleted: { audience: toTablePage, message: (e) => ({ type: 'row_comment_deleted', row_comment: e.comment }) },

  view_created: { audience: toTablePage, message: (e) => ({ type: 'view_created', view: e.view }) },
  view_updated: { audience: toTablePage, message: (e) => ({ type: 'view_updated', view_id: e.view.id, view: withoutLists(e.view) }) },
  view_deleted: { audience: toTablePage, message: (e) => ({ type: 'view_deleted', table_id: e.tableId, view_id: e.viewId }) },
  grid_view_field_options_updated: {
    audience: toTablePage,
    message: (e) => ({ type: 'grid_view_field_options_updated', grid_view_id: e.viewId, grid_view_field_options: e.fieldOptions }),
  },

  view_filter_created: { audience: toTablePage, message: (e) => ({ type: 'view_filter_created', view_filter: e.viewFilter }) },
  view_filter_updated: {
    audience: toTablePage,
    message: (e) => ({ type: 'view_filter_updated', view_filter_id: e.viewFilter.id, view_filter: e.viewFilter }),
  },
  view_filter_deleted: {
    audience: toTablePage,
    message: (e) => ({ type: 'view_filter_deleted', view_id: e.viewId, view_filter_id: e.viewFilterId }),
  },
  view_sort_created: { audience: toTablePage, message: (e) => ({ type: 'view_sort_created', view_sort: e.viewSort }) },
  view_sort_updated: {
    audience: toTablePage,
    message: (e) => ({ type: 'view_sort_updated', view_sort_id: e.viewSort.id, view_sort: e.viewSort }),
  },
  view_sort_deleted: { audience: toTablePage, message: (e) => ({ type: 'view_sort_deleted', view_id: e.viewId, view_sort_id: e.viewSortId }) },
};

// `view_updated` carries the view without its filters and sortings (contract §13), even if a service added them.
function withoutLists<V extends object>(view: V): Omit<V, 'filters' | 'sortings'> {
  const { filters: _filters, sortings: _sortings, ...rest } = view as V & { filters?: unknown; sortings?: unknown };
  return rest;
}
