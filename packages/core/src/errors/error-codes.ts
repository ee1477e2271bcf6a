/** The API's error catalogue: every `ERROR_*` code with its HTTP status and default detail (contract §14). */
export const errorCatalogue = {
  ERROR_REQUEST_BODY_VALIDATION: { status: 400, detail: '' },
  ERROR_USER_NOT_IN_GROUP: { status: 400, detail: '' },
  ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR: { status: 400, detail: "You need ['ADMIN'] permissions." },
  ERROR_GROUP_DOES_NOT_EXIST: { status: 404, detail: 'The requested group does not exist.' },
  ERROR_GROUP_USER_DOES_NOT_EXIST: { status: 404, detail: 'The requested group user does not exist.' },
  ERROR_GROUP_USER_ALREADY_EXISTS: { status: 400, detail: 'The user is already a member of the group.' },
  ERROR_GROUP_INVITATION_DOES_NOT_EXIST: { status: 404, detail: 'The requested group invitation does not exist.' },
  ERROR_GROUP_INVITATION_EMAIL_MISMATCH: { status: 400, detail: 'Your email address does not match with the invitation.' },
  ERROR_HOSTNAME_IS_NOT_ALLOWED: { status: 400, detail: 'Only the hostname of the web frontend is allowed.' },
  BAD_TOKEN_SIGNATURE: { status: 400, detail: '' },
  EXPIRED_TOKEN_SIGNATURE: { status: 400, detail: '' },
  ERROR_EMAIL_ALREADY_EXISTS: { status: 400, detail: '' },
  ERROR_DISABLED_SIGNUP: { status: 400, detail: '' },
  // An /api/ path no route serves, as the reference's 404 middleware answers it (its detail names the path).
  URL_NOT_FOUND: { status: 404, detail: '' },
  ERROR_USER_NOT_FOUND: { status: 400, detail: '' },
  ERROR_INVALID_OLD_PASSWORD: { status: 400, detail: '' },
  ERROR_SIGNATURE_HAS_EXPIRED: { status: 401, detail: 'Signature has expired.' },
  ERROR_DECODING_SIGNATURE: { status: 401, detail: 'Error decoding signature.' },
  ERROR_INVALID_TOKEN_HEADER: { status: 401, detail: 'Invalid token header.' },
  ERROR_TOKEN_DOES_NOT_EXIST: { status: 404, detail: 'The token does not exist.' },
  ERROR_NO_PERMISSION_TO_TABLE: { status: 401, detail: 'The token does not have permissions to the table.' },
  ERROR_DATABASE_DOES_NOT_BELONG_TO_GROUP: { status: 400, detail: 'The provided database does not belong to the related group.' },
  ERROR_TABLE_DOES_NOT_BELONG_TO_GROUP: { status: 400, detail: 'The provided table does not belong to the related group.' },
  ERROR_INVALID_FILE: { status: 400, detail: 'No file has been provided or the file is invalid.' },
  ERROR_FILE_SIZE_TOO_LARGE: { status: 413, detail: 'The provided file is too large. Max 20MB is allowed.' },
  ERROR_FILE_URL_COULD_NOT_BE_REACHED: { status: 400, detail: 'The provided URL could not be reached.' },
  ERROR_INVALID_FILE_URL: { status: 400, detail: 'The provided URL is not valid.' },
  ERROR_USER_FILE_DOES_NOT_EXIST: { status: 400, detail: 'The user file does not exist.' },
  ERROR_APPLICATION_DOES_NOT_EXIST: { status: 404, detail: 'The requested application does not exist.' },
  ERROR_TEMPLATE_DOES_NOT_EXIST: { status: 404, detail: 'The requested template does not exist.' },
  ERROR_TEMPLATE_FILE_DOES_NOT_EXIST: { status: 400, detail: 'The requested template file does not exist anymore.' },
  ERROR_TABLE_DOES_NOT_EXIST: { status: 404, detail: 'The requested table does not exist.' },
  ERROR_INVALID_INITIAL_TABLE_DATA: { status: 400, detail: 'The provided table data must at least contain one row and one column.' },
  ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED: { status: 400, detail: 'The initial table data limit has been exceeded.' },
  // Cellar's streaming CSV import (issue 12), beyond the reference.
  ERROR_IMPORT_EMPTY: { status: 400, detail: 'This CSV file is empty.' },
  ERROR_IMPORT_BROKEN_FILE: { status: 400, detail: 'The file could not be read as CSV.' },
  ERROR_IMPORT_TOO_LARGE: { status: 413, detail: 'The file is larger than this server imports.' },
  ERROR_FIELD_DOES_NOT_EXIST: { status: 404, detail: 'The requested field does not exist.' },
  ERROR_CANNOT_DELETE_PRIMARY_FIELD: { status: 400, detail: '' },
  ERROR_CANNOT_CHANGE_FIELD_TYPE: { status: 400, detail: '' },
  ERROR_INCOMPATIBLE_PRIMARY_FIELD_TYPE: { status: 400, detail: 'The field type is not compatible with the primary field.' },
  ERROR_LINK_ROW_TABLE_NOT_PROVIDED: { status: 400, detail: 'The `link_row_table` must be provided.' },
  ERROR_LINK_ROW_TABLE_NOT_IN_SAME_DATABASE: { status: 400, detail: '' },
  // Field constraints as Baserow answers them (issue 32): adding one that existing data breaks, a row write that breaks one,
  // a type_name unknown or unfit for the type, and a unique field with a default value.
  ERROR_FIELD_CONSTRAINT: { status: 400, detail: 'Cannot apply field constraint due to existing data conflicts.' },
  ERROR_FIELD_DATA_CONSTRAINT: { status: 400, detail: 'The operation violates a field constraint' },
  ERROR_INVALID_FIELD_CONSTRAINT: { status: 400, detail: '' },
  ERROR_FIELD_CONSTRAINT_DOES_NOT_SUPPORT_DEFAULT_VALUE: { status: 400, detail: 'Cannot set this constraint when default value is set.' },
  ERROR_FIELD_NOT_IN_TABLE: { status: 400, detail: 'The provided field does not belong in the related table.' },
  // Formulas, lookups, rollups and counts (issue 34), as the reference names them; ERROR_WITH_FORMULA's detail explains the mistake.
  ERROR_WITH_FORMULA: { status: 400, detail: 'Error with formula.' },
  ERROR_TOO_DEEPLY_NESTED_FORMULA: { status: 400, detail: 'The formula is too deeply nested.' },
  ERROR_FIELD_SELF_REFERENCE: { status: 400, detail: 'Fields cannot reference themselves.' },
  ERROR_FIELD_CIRCULAR_REFERENCE: { status: 400, detail: 'Fields cannot reference each other resulting in a circular chain of references.' },
  ERROR_INVALID_LOOKUP_THROUGH_FIELD: { status: 400, detail: 'The provided through field does not exist, is in a different table or is not a link row field.' },
  ERROR_INVALID_LOOKUP_TARGET_FIELD: { status: 400, detail: 'The provided target field does not exist or is in a different table to the table linked to by the through field.' },
  ERROR_INVALID_ROLLUP_THROUGH_FIELD: { status: 400, detail: 'The provided through field does not exist, is in a different table or is not a link row field.' },
  ERROR_INVALID_ROLLUP_TARGET_FIELD: { status: 400, detail: 'The provided target field does not exist or is in a different table to the table linked to by the through field.' },
  ERROR_INVALID_ROLLUP_FORMULA_FUNCTION: { status: 400, detail: 'The provided rollup formula function does not exist.' },
  ERROR_INVALID_COUNT_THROUGH_FIELD: { status: 400, detail: 'The provided through field does not exist, is in a different table or is not a link row field.' },
  ERROR_ORDER_BY_FIELD_NOT_FOUND: { status: 400, detail: 'The field was not found in the table.' },
  ERROR_ORDER_BY_FIELD_NOT_POSSIBLE: { status: 400, detail: 'It is not possible to order by this field.' },
  ERROR_FILTER_FIELD_NOT_FOUND: { status: 400, detail: 'The field was not found in the table.' },
  ERROR_ROW_DOES_NOT_EXIST: { status: 404, detail: 'The requested row does not exist.' },
  // Row comments, as Baserow premium answers them.
  ERROR_ROW_COMMENT_DOES_NOT_EXIST: { status: 404, detail: 'The requested row comment does not exist.' },
  ERROR_USER_NOT_COMMENT_AUTHOR: { status: 400, detail: 'The requesting user is not the author of the comment.' },
  ERROR_PAGE_SIZE_LIMIT: { status: 400, detail: 'The page size is limited to 200.' },
  ERROR_INVALID_PAGE: { status: 400, detail: 'Invalid page.' },
  ERROR_VIEW_DOES_NOT_EXIST: { status: 404, detail: 'The requested view does not exist.' },
  ERROR_GRID_DOES_NOT_EXIST: { status: 404, detail: 'The requested grid view does not exist.' },
  ERROR_UNRELATED_FIELD: { status: 400, detail: 'The field is not related to the provided grid view.' },
  ERROR_VIEW_FILTER_DOES_NOT_EXIST: { status: 404, detail: 'The view filter does not exist.' },
  ERROR_VIEW_FILTER_NOT_SUPPORTED: { status: 400, detail: 'Filtering is not supported for the view type.' },
  ERROR_VIEW_FILTER_TYPE_DOES_NOT_EXIST: { status: 400, detail: "The view filter type doesn't exist." },
  ERROR_VIEW_FILTER_TYPE_NOT_ALLOWED_FOR_FIELD: { status: 400, detail: 'The filter is not compatible with the field type.' },
  ERROR_VIEW_SORT_DOES_NOT_EXIST: { status: 404, detail: 'The view sort does not exist.' },
  ERROR_VIEW_SORT_NOT_SUPPORTED: { status: 400, detail: 'Sorting is not supported for the view type.' },
  ERROR_VIEW_SORT_FIELD_ALREADY_EXISTS: { status: 400, detail: 'A sort with the field already exists in the view.' },
  ERROR_VIEW_SORT_FIELD_NOT_SUPPORTED: { status: 400, detail: 'The field does not support view sorting.' },
  // Cellar's own: a database file (docs/database-file-format.md) that breaks the format, or is newer than this Cellar reads.
  ERROR_DATABASE_FILE_INVALID: { status: 400, detail: 'The database file is not valid.' },
  ERROR_DATABASE_FILE_VERSION_NOT_SUPPORTED: { status: 400, detail: 'The database file was written by a newer Cellar.' },
  // Undo, redo and the trash (issue 33), as the reference's current API names them.
  ERROR_CLIENT_SESSION_ID_HEADER_NOT_SET: { status: 400, detail: 'The ClientSessionId must be set when using this endpoint.' },
  ERROR_TRASH_ITEM_DOES_NOT_EXIST: { status: 404, detail: 'The requested trash item does not exist.' },
  ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD: { status: 400, detail: "Cannot restore a trashed item if it's parent is also trashed, please restore the parent first." },
  // Jobs (issue 35), as the reference's current API names them.
  ERROR_JOB_DOES_NOT_EXIST: { status: 404, detail: 'The requested job does not exist.' },
  ERROR_MAX_JOB_COUNT_EXCEEDED: { status: 400, detail: 'Max running job count for this type is exceeded.' },
  ERROR_JOB_NOT_CANCELLABLE: { status: 400, detail: 'The job cannot be cancelled' },
  ERROR_EXPORT_JOB_DOES_NOT_EXIST: { status: 404, detail: 'That export job does not exist.' },
  ERROR_TABLE_WEBHOOK_DOES_NOT_EXIST: { status: 404, detail: 'The requested table webhook does not exist.' },
  ERROR_TABLE_WEBHOOK_MAX_LIMIT_EXCEEDED: { status: 400, detail: 'The maximally allowed webhooks per table has been exceeded.' },
  ERROR_TABLE_WEBHOOK_EVENT_CONFIG_FIELD_NOT_IN_TABLE: { status: 400, detail: 'The provided event config field does not belong to the table.' },
  ERROR_VIEW_NOT_IN_TABLE: { status: 400, detail: 'The view does not belong to the table.' },
  ERROR_APPLICATION_NOT_IN_GROUP: { status: 400, detail: 'The application does not belong to the group.' },
  // Importing an uploaded archive (issue 35), as the reference's import_export API names them.
  ERROR_RESOURCE_DOES_NOT_EXIST: { status: 404, detail: 'The requested resource does not exist.' },
  ERROR_RESOURCE_IS_INVALID: { status: 400, detail: 'The resource is invalid or corrupted.' },
  ERROR_APPLICATION_IDS_NOT_FOUND: { status: 400, detail: 'One or more of the specified application IDs were not found in the export file.' },
  // Cellar's own, beyond the reference: failed logins and reset requests are rate limited.
  ERROR_TOO_MANY_REQUESTS: { status: 429, detail: 'Too many attempts, please wait a moment and try again.' },
  // Cellar's own: configurable quotas on what one user, group or table may hold; the detail names the limit.
  ERROR_QUOTA_EXCEEDED: { status: 400, detail: 'This would exceed a limit set on this server.' },
  // Cellar's own: an invitation is accepted from a verified address, or through the link mailed to it.
  ERROR_EMAIL_NOT_VERIFIED: {
    status: 400,
    detail: 'Verify your e-mail address, or open the link in the invitation e-mail, to answer this invitation.',
  },
} as const satisfies Record<string, { status: number; detail: string }>;

/** Every error code a Cellar API response can carry in its `error` key. */
export type ErrorCode = keyof typeof errorCatalogue;

/** The `{error, detail}` envelope of every application-level error (contract §1.3). */
export interface ErrorBody {
  error: ErrorCode;
  detail: string | ValidationDetail;
}

/** One failed rule of a request body, as DRF reports it. */
export interface FieldError {
  error: string;
  code: string;
  /** The row a value conflicts with (ERROR_FIELD_DATA_CONSTRAINT under a unique constraint), when one can be named. */
  row_id?: number;
  /** How many rows hold data that keeps a constraint from being added (ERROR_FIELD_CONSTRAINT). */
  count?: number;
  /** Some of the duplicated values, as the column's text, for a filter that shows their rows (ERROR_FIELD_CONSTRAINT). */
  values?: string[];
}

/** Per-key errors of `ERROR_REQUEST_BODY_VALIDATION`: lists, or index-keyed objects for list items. */
export interface ValidationDetail {
  [key: string]: FieldError[] | ValidationDetail | ValidationDetail[];
}
