// pg's DatabaseError and the embedded engine's EmbeddedDatabaseError carry the same fields,
// so services test for a PostgreSQL condition once, for both engines.

/** The fields of an error PostgreSQL (or PGlite) reported for a statement. */
export interface PostgresError extends Error {
  code: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** Whether `error` came from the database with the given SQLSTATE code. */
export function isPostgresError(error: unknown, code?: string): error is PostgresError {
  if (!(error instanceof Error)) return false;
  const actual = (error as Partial<PostgresError>).code;
  return typeof actual === 'string' && /^[0-9A-Z]{5}$/.test(actual) && (code === undefined || actual === code);
}

/** Whether `error` is a unique violation (23505), optionally of the named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): error is PostgresError {
  return isPostgresError(error, '23505') && (constraint === undefined || error.constraint === constraint);
}

// What pg and Node report when PostgreSQL cannot be reached, or dropped the connection.
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const networkMessages = /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * Whether the database could not be reached (down, restarting, a network gone): not the
 * request's fault and not a bug, so it is answered 503 and the client may try again. SQLSTATE
 * class 08 is a connection exception; 57P01–57P03 are the server shutting down or starting.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code))) return true;
  return networkMessages.test(error.message);
}

/**
 * PostgreSQL's own limits that a user can reach through the API, answered as a 400 naming them:
 * 1,600 columns a table (54011; dropped columns count until the table is created again, which a
 * column's addition near the limit does: database/tables/column-slots.ts, so only live ones are
 * left to count) and a row wider than a page (54000).
 */
export function storageLimitReached(error: unknown): { code: string; detail: string } | undefined {
  if (isPostgresError(error, '54011')) {
    return { code: 'ERROR_MAX_FIELD_COUNT_EXCEEDED', detail: 'This table has reached the 1,600 fields the database allows.' };
  }
  if (isPostgresError(error, '54000') && /row is too big/i.test(error.message)) {
    return { code: 'ERROR_ROW_TOO_BIG', detail: 'The values of this row are too large to be stored together.' };
  }
  return undefined;
}

/** Whether a statement ran past the statement timeout (57014, query_canceled). */
export function isStatementTimeout(error: unknown): boolean {
  return isPostgresError(error, '57014');
}
