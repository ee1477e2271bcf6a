import type { Application, Field, GridFieldOptions, Group, GroupWithMembership, Row, RowComment, Settings, Table, View, ViewFilter, ViewSort } from '@cellar/core';

/**
 * Everything a service can announce after its transaction commits. The realtime layer maps
 * them to the WebSocket messages of contract §13 and picks their audience from these fields.
 */
export type DomainEvent =
  | { type: 'user_created'; userId: number; email: string }
  | { type: 'user_password_changed'; userId: number; reason: 'change' | 'reset' }
  /** An account was switched off: its sessions, tokens and sockets stop working. */
  | { type: 'user_deactivated'; userId: number }
  | { type: 'settings_updated'; settings: Settings }
  /** A new group; only its creator is a member yet. */
  | { type: 'group_created'; group: Group; userId: number }
  | { type: 'group_updated'; group: Group }
  /** A deleted group, with the members it had. */
  | { type: 'group_deleted'; groupId: number; memberUserIds: number[] }
  /** A member's role changed: only that member hears of it (as `group_updated`). */
  | { type: 'group_user_updated'; userId: number; group: GroupWithMembership }
  /** A member was removed: only that member hears of it (as `group_deleted`). */
  | { type: 'group_user_deleted'; userId: number; groupId: number }
  | { type: 'application_created'; groupId: number; application: Application }
  | { type: 'application_updated'; groupId: number; application: Application }
  | { type: 'application_deleted'; groupId: number; applicationId: number }
  | TableEvent;

/**
 * Changes inside a table. Each names its group, so the realtime hub can reach the group's members
 * or the table's page without a lookup, and a cache can forget what the change made stale.
 */
export type TableEvent = { groupId: number; tableId: number } & (
  | { type: 'table_created'; table: Table }
  | { type: 'table_updated'; table: Table }
  | { type: 'table_deleted'; databaseId: number }
  | { type: 'field_created'; field: Field }
  | { type: 'field_updated'; field: Field }
  | { type: 'field_deleted'; fieldId: number }
  | { type: 'row_created'; row: Row; beforeRowId: number | null }
  /** `before`: the row before the change (the fields the change named; the others as after), for webhooks' `old_items`. */
  | { type: 'row_updated'; row: Row; before?: Row }
  | { type: 'row_deleted'; rowId: number }
  /** Many rows' values changed at once (formulas recomputed, issue 34): open grids read their window again. */
  | { type: 'rows_refreshed' }
  /** More rows created, changed or deleted by one change than are worth announcing one by one (bulk-row-events.ts): counts and windows are read again. */
  | { type: 'rows_bulk_changed' }
  /** A row's comment; `mentions` are the group members newly mentioned (whom notifications would tell). */
  | { type: 'row_comment_created'; comment: RowComment; mentions: number[] }
  | { type: 'row_comment_updated'; comment: RowComment; mentions: number[] }
  | { type: 'row_comment_deleted'; comment: RowComment }
  | { type: 'view_created'; view: View }
  | { type: 'view_updated'; view: View }
  | { type: 'view_deleted'; viewId: number }
  | { type: 'grid_view_field_options_updated'; viewId: number; fieldOptions: Record<string, GridFieldOptions> }
  | { type: 'view_filter_created'; viewFilter: ViewFilter }
  | { type: 'view_filter_updated'; viewFilter: ViewFilter }
  | { type: 'view_filter_deleted'; viewId: number; viewFilterId: number }
  | { type: 'view_sort_created'; viewSort: ViewSort }
  | { type: 'view_sort_updated'; viewSort: ViewSort }
  | { type: 'view_sort_deleted'; viewId: number; viewSortId: number }
);

/** The names of all domain events. */
export type DomainEventType = DomainEvent['type'];

/**
 * Who caused an event: the acting user (null for changes nobody asked for), the database token
 * used, and the browser tab's WebSocket id, whose socket does not hear its own change (contract §13).
 */
export interface EventOrigin {
  userId: number | null;
  /** The acting user's first name, for messages that tell others who changed something (a cell edited under them). */
  userName: string | null;
  tokenId: number | null;
  webSocketId: string | null;
}

/** A domain event as the bus carries it, after commit: what changed and who changed it. */
export type PublishedEvent = DomainEvent & { origin: EventOrigin };

/** The origin of changes no signed-in caller asked for: a sign-up, a password reset by mail. */
export const anonymousOrigin: EventOrigin = { userId: null, userName: null, tokenId: null, webSocketId: null };
