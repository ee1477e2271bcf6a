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
