import type { Application, TableSummary } from '../applications/types.js';
import type { Field, GridFieldOptions, Row, Table, View } from '../fields/field-types.js';
import type { Group, GroupWithMembership } from '../groups/types.js';
import type { RowComment } from '../row-comments/types.js';
import type { ViewFilter } from '../views/view-filter.js';
import type { ViewSort } from '../views/view-sort.js';

/**
 * The messages the server sends on `/ws/core/` (contract §13), as the web client reads them.
 * Every one carries its `type`; the payload keys are the contract's, to the letter.
 */
export type RealtimeMessage =
  | { type: 'authentication'; success: boolean; web_socket_id: string | null }
  | { type: 'page_add' | 'page_discard'; page: string; parameters: Record<string, unknown> }
  /** The session ended (password changed, account deactivated, JWT expired); the server closes the socket next (Baserow's later message). */
  | { type: 'force_disconnect' }
  /** The socket went past one of the server's limits (docs/security.md); the server closes it next (code 1008). */
  | { type: 'limit_exceeded'; limit: RealtimeLimit }
  | { type: 'group_created'; group: Group }
  | { type: 'group_updated'; group_id: number; group: Group | GroupWithMembership }
  | { type: 'group_deleted'; group_id: number }
  | { type: 'application_created'; application: Application }
  | { type: 'application_updated'; application_id: number; application: Application }
  | { type: 'application_deleted'; application_id: number }
  | { type: 'table_created'; table: TableSummary }
  | { type: 'table_updated'; table_id: number; table: Table }
  | { type: 'table_deleted'; database_id: number; table_id: number }
  | { type: 'field_created'; field: Field }
  | { type: 'field_updated'; field_id: number; field: Field }
  | { type: 'field_deleted'; table_id: number; field_id: number }
  | { type: 'row_created'; table_id: number; row: Row; before_row_id: number | null }
  /** `cellar_by`, Cellar's own key beside the contract's: the first name of whoever changed the row. */
  | { type: 'row_updated'; table_id: number; row: Row; cellar_by?: string }
  | { type: 'row_deleted'; table_id: number; row_id: number }
  /** Many rows of the table changed at once (formulas recomputed): read the rows in view again. */
  | { type: 'force_view_rows_refresh'; table_id: number }
  /** A row's comments changed (Baserow premium's ws/row_comments): the comment as the API answers it; a deleted one with message null. */
  | { type: 'row_comment_created'; row_comment: RowComment }
  | { type: 'row_comment_updated'; row_comment: RowComment }
  | { type: 'row_comment_deleted'; row_comment: RowComment }
  | { type: 'view_created'; view: View }
  | { type: 'view_updated'; view_id: number; view: Omit<View, 'filters' | 'sortings'> }
  | { type: 'view_deleted'; table_id: number; view_id: number }
  | { type: 'view_filter_created'; view_filter: ViewFilter }
  | { type: 'view_filter_updated'; view_filter_id: number; view_filter: ViewFilter }
  | { type: 'view_filter_deleted'; view_id: number; view_filter_id: number }
  | { type: 'view_sort_created'; view_sort: ViewSort }
  | { type: 'view_sort_updated'; view_sort_id: number; view_sort: ViewSort }
  | { type: 'view_sort_deleted'; view_id: number; view_sort_id: number }
  | { type: 'grid_view_field_options_updated'; grid_view_id: number; grid_view_field_options: Record<string, GridFieldOptions> };

/** The WebSocket limits a socket can go past: messages per second of one socket, sockets of one user. */
export type RealtimeLimit = 'messages_per_second' | 'sockets_per_user';

/** The type names of realtime messages. */
export type RealtimeMessageType = RealtimeMessage['type'];

/** One message type's message. */
export type RealtimeMessageOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>;
