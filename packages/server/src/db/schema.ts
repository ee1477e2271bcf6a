import type { ApplicationTypeName, FieldTypeName, GroupPermission, JobState, TableOperation, WebhookEventConfig, WebhookEventType, WebhookRequestMethod } from '@cellar/core';
import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the fixed tables. Each migration that adds a table adds its interface here
// and one line to DatabaseSchema.

/** A timestamptz column the database fills in when an insert leaves it out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A registered person; `email` is stored lower-cased and is unique. */
export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  email: string;
  password_hash: string;
  is_staff: Generated<boolean>;
  is_active: Generated<boolean>;
  password_changed_at: DefaultedTimestamp;
  last_login: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  date_joined: DefaultedTimestamp;
  /** When the user proved they read mail at `email`; null until then (invitations need it). */
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The orig_iat of the session that last changed the password, which stays valid; null after a reset. */
  password_changed_by_session: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The instance-wide settings: exactly one row, id 1, seeded by the migration. */
export interface SettingsTable {
  id: ColumnType<number, never, never>;
  allow_new_signups: Generated<boolean>;
}

/** A group (workspace). */
export interface GroupsTable {
  id: Generated<number>;
  name: string;
  created_on: DefaultedTimestamp;
  /** In the trash (issue 33): left out of every read until restored or purged. */
  trashed: Generated<boolean>;
}

/** A user's membership of a group, with their role and the group's place in their own list. */
export interface GroupUsersTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  permissions: GroupPermission;
  order: number;
  created_on: DefaultedTimestamp;
}

/** An invitation to join a group, sent to an e-mail address. */
export interface GroupInvitationsTable {
  id: Generated<number>;
  group_id: number;
  invited_by_id: number;
  email: string;
  permissions: GroupPermission;
  message: Generated<string>;
  created_on: DefaultedTimestamp;
}

/** An application (such as a database) inside a group. */
export interface ApplicationsTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  type: ApplicationTypeName;
  order: number;
  created_on: DefaultedTimestamp;
  /** In the trash (issue 33): left out of every read until restored or purged. */
  trashed: Generated<boolean>;
}

/** A table of a database application; its rows live in `database_table_<id>`. */
export interface DatabaseTablesTable {
  id: Generated<number>;
  database_id: number;
  name: string;
  order: number;
  created_on: DefaultedTimestamp;
  /** In the trash (issue 33): left out of every read until restored or purged. */
  trashed: Generated<boolean>;
}

/** A field of a table; its type's own settings are kept, validated, in `options`. */
export interface DatabaseFieldsTable {
  id: Generated<number>;
  table_id: number;
  name: string;
  order: number;
  type: FieldTypeName;
  primary: Generated<boolean>;
  options: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_on: DefaultedTimestamp;
  /** In the trash (issue 33): left out of every read until restored or purged. */
  trashed: Generated<boolean>;
}

/** An option of a single select field; cells hold its id, and `order` is its place in the field's list. */
export interface SelectOptionsTable {
  id: Generated<number>;
  field_id: number;
  value: string;
  color: string;
  order: number;
}

/** An uploaded file: its facts, and `name`, under which the media storage keeps its bytes. */
export interface UserFilesTable {
  id: Generated<number>;
  name: string;
  original_name: string;
  sha256_hash: string;
  size: ColumnType<number, number, number>;
  mime_type: string;
  is_image: boolean;
  image_width: number | null;
  image_height: number | null;
  uploaded_by_id: number | null;
  uploaded_at: DefaultedTimestamp;
  /** The last upload or cell write that used it; the sweep of unused files spares what is recent. */
  last_used_at: DefaultedTimestamp;
}

/** A view of a table (grid only, for now). */
export interface ViewsTable {
  id: Generated<number>;
  table_id: number;
  name: string;
  order: number;
  type: Generated<'grid'>;
  filter_type: Generated<'AND' | 'OR'>;
  filters_disabled: Generated<boolean>;
  created_on: DefaultedTimestamp;
  /** In the trash (issue 33): left out of every read until restored or purged. */
  trashed: Generated<boolean>;
}

/** A grid view's settings of one column. */
export interface GridViewFieldOptionsTable {
  id: Generated<number>;
  view_id: number;
  field_id: number;
  width: Generated<number>;
  hidden: Generated<boolean>;
  order: Generated<number>;
}

/** A filter of a view (contract §11.2). */
export interface ViewFiltersTable {
  id: Generated<number>;
  view_id: number;
  field_id: number;
  type: string;
  value: Generated<string>;
}

/** A sort of a view (contract §11.3); one per field per view. */
export interface ViewSortingsTable {
  id: Generated<number>;
  view_id: number;
  field_id: number;
  order: Generated<'ASC' | 'DESC'>;
}

/** A database token (contract §12): its key as shown to its owner, and the key's SHA-256 that requests are looked up by. */
export interface DatabaseTokensTable {
  id: Generated<number>;
  user_id: number;
  group_id: number;
  name: string;
  key: string;
  key_hash: string;
  created_on: DefaultedTimestamp;
}

/** One right of a token: every table of its group (no database, no table), a database, or a table. */
export interface DatabaseTokenPermissionsTable {
  id: Generated<number>;
  token_id: number;
  operation: TableOperation;
  database_id: number | null;
  table_id: number | null;
}

/** A category of the template gallery; categories without templates are removed by the sync. */
export interface TemplateCategoriesTable {
  id: Generated<number>;
  name: string;
}

/** A template (contract §7), one per file of the templates directory; its preview lives in its own memberless group. */
export interface TemplatesTable {
  id: Generated<number>;
  /** The file's name without `.json`. */
  slug: string;
  name: string;
  icon: string;
  /** Comma-separated, as the API gives them. */
  keywords: Generated<string>;
  description: Generated<string>;
  group_id: number;
  /** SHA-256 of the file's bytes when it was last synced. */
  file_hash: string;
}

/** Which categories a template is listed in. */
export interface TemplateCategoryLinksTable {
  template_id: number;
  category_id: number;
}

/** A change a person or token made, with what undoing and redoing it needs (actions/action-log.ts). */
export interface ActionsTable {
  id: Generated<number>;
  /** The action type's name, as the reference names it (`update_row`, `delete_field`…). */
  type: string;
  user_id: number | null;
  group_id: number | null;
  /** The browser tab's ClientSessionId; undo only reaches actions of the same session. */
  session: string | null;
  /** The ClientUndoRedoActionGroupId: actions sharing one are undone and redone as one step. */
  action_group: string | null;
  /** Where undo looks for it: `root`, `workspace<id>`, `application<id>`, `table<id>`, `view<id>`. */
  scope: string;
  params: ColumnType<Record<string, unknown>, string, string>;
  created_on: DefaultedTimestamp;
  undone_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Why the last undo or redo could not be applied; such an action is skipped from then on. */
  error: string | null;
}

/** An object in the trash (trash/trash-entries.ts); the object itself carries a `trashed` flag. */
export interface TrashEntriesTable {
  id: Generated<number>;
  /** `group`, `application`, `table`, `field`, `view`, `row` or `rows` (a batch, restored together). */
  trash_item_type: string;
  trash_item_id: number;
  /** The table of a trashed field, view or row. */
  parent_trash_item_id: number | null;
  group_id: number;
  application_id: number | null;
  user_who_trashed: number | null;
  trashed_at: DefaultedTimestamp;
  name: string;
  /** The names of a batch's items (a `rows` entry), for the trash list. */
  names: ColumnType<string[] | null, string | null | undefined, string | null>;
  parent_name: string | null;
  extra_description: string | null;
  /** What restoring needs beyond clearing the flag (a batch's row ids, a field's old links). */
  restoration: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Emptied from the trash, waiting for the sweep to delete it for good. */
  should_be_permanently_deleted: Generated<boolean>;
}

/** A comment on a row (migration 0019); `message` is the editor's ProseMirror JSON. */
export interface RowCommentsTable {
  id: Generated<number>;
  table_id: number;
  row_id: number;
  user_id: number | null;
  message: ColumnType<Record<string, unknown>, string, string>;
  /** The ids of the group members the message mentions, as they were when it was written. */
  mentions: ColumnType<number[], string | undefined, string>;
  created_on: DefaultedTimestamp;
  updated_on: DefaultedTimestamp;
  edited: Generated<boolean>;
}

/** One change to a row, kept for its history (database/rows/history/); values by `field_<id>`. */
export interface RowHistoryTable {
  id: Generated<number>;
  table_id: number;
  row_id: number;
  action_id: number | null;
  /** The action type that made the change (`update_row`, `update_rows`). */
  action_type: string;
  /** `DO` for the change itself, `UNDO` or `REDO` when undo or redo made it. */
  action_command_type: ColumnType<'DO' | 'UNDO' | 'REDO', 'DO' | 'UNDO' | 'REDO' | undefined, never>;
  user_id: number | null;
  /** The user's first name when they made the change. */
  user_name: string;
  action_timestamp: DefaultedTimestamp;
  before: ColumnType<Record<string, unknown>, string, never>;
  after: ColumnType<Record<string, unknown>, string, never>;
  fields_metadata: ColumnType<Record<string, { id: number; type: string }>, string, never>;
}

/** An edge of the formula dependency graph (database/formulas/): the dependant reads the dependency, through `via_id` when set. */
export interface FieldDependenciesTable {
  id: Generated<number>;
  dependant_id: number;
  dependency_id: number | null;
  via_id: number | null;
  /** A name the formula refers to that matches no field: the formula heals when a field gets it. */
  broken_reference_name: string | null;
}

/** Work that runs in the background (migration 0022, jobs/): its type's params, progress and result. */
export interface JobsTable {
  id: Generated<number>;
  type: string;
  user_id: number;
  group_id: number | null;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  progress_percentage: Generated<number>;
  params: ColumnType<Record<string, unknown>, string | undefined, string>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  error: string | null;
  human_readable_error: string | null;
  cancel_requested: Generated<boolean>;
  attempts: Generated<number>;
  created_on: DefaultedTimestamp;
  updated_on: DefaultedTimestamp;
  heartbeat_at: Date | null;
  expires_at: Date | null;
}

/** A table's webhook (migration 0024, database/webhooks/): its target, events, headers and signing secret. */
export interface WebhooksTable {
  id: Generated<number>;
  table_id: number;
  user_id: number | null;
  name: string;
  url: string;
  request_method: WebhookRequestMethod;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  include_all_events: Generated<boolean>;
  events: ColumnType<WebhookEventConfig[], string | undefined, string>;
  use_user_field_names: Generated<boolean>;
  active: Generated<boolean>;
  failed_triggers: Generated<number>;
  secret: string;
  created_on: DefaultedTimestamp;
  updated_on: DefaultedTimestamp;
}

/** The webhook outbox and call log in one (migration 0024): a call waits as `pending` until sent, then keeps what was sent and answered. */
export interface WebhookCallsTable {
  id: Generated<number>;
  webhook_id: number;
  event_id: string;
  event_type: WebhookEventType;
  payload: ColumnType<Record<string, unknown>, string, string>;
  state: ColumnType<'pending' | 'sent' | 'failed', 'pending' | 'sent' | 'failed' | undefined, 'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: DefaultedTimestamp;
  called_time: Date | null;
  called_url: string;
  request: string | null;
  response: string | null;
  response_status: number | null;
  error: string | null;
  created_on: DefaultedTimestamp;
}

/** An archive uploaded to be imported (migration 0023, applications/import-export/). */
export interface ImportResourcesTable {
  id: Generated<number>;
  user_id: number;
  original_name: string;
  storage_name: string;
  size: ColumnType<number, number, number>;
  created_on: DefaultedTimestamp;
}

/** Every table Kysely may query, by SQL name. */
export interface DatabaseSchema {
  users: UsersTable;
  settings: SettingsTable;
  groups: GroupsTable;
  group_users: GroupUsersTable;
  group_invitations: GroupInvitationsTable;
  applications: ApplicationsTable;
  database_tables: DatabaseTablesTable;
  database_fields: DatabaseFieldsTable;
  select_options: SelectOptionsTable;
  user_files: UserFilesTable;
  views: ViewsTable;
  grid_view_field_options: GridViewFieldOptionsTable;
  view_filters: ViewFiltersTable;
  view_sortings: ViewSortingsTable;
  database_tokens: DatabaseTokensTable;
  database_token_permissions: DatabaseTokenPermissionsTable;
  template_categories: TemplateCategoriesTable;
  templates: TemplatesTable;
  template_category_links: TemplateCategoryLinksTable;
  actions: ActionsTable;
  trash_entries: TrashEntriesTable;
  row_history: RowHistoryTable;
  row_comments: RowCommentsTable;
  database_field_dependencies: FieldDependenciesTable;
  jobs: JobsTable;
  import_resources: ImportResourcesTable;
  webhooks: WebhooksTable;
  webhook_calls: WebhookCallsTable;
}
