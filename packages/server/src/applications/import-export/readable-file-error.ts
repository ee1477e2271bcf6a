import { DomainError } from '@cellar/core';

/**
 * A database file's refusal as a sentence a person reads in the job's `human_readable_error`: the
 * error's own detail lists each path with its problems; the first few are named.
 */
export function readableFileError(error: unknown, where: string): unknown {
  if (!(error instanceof DomainError) || (error.code !== 'ERROR_DATABASE_FILE_INVALID' && error.code !== 'ERROR_DATABASE_FILE_VERSION_NOT_SUPPORTED') || typeof error.detail === 'string') return error;
  const problems = Object.entries(error.detail).flatMap(([path, errors]) => (Array.isArray(errors) ? errors : [errors]).map((item) => `${path}: ${(item as { error?: string }).error ?? ''}`));
  const shown = problems.slice(0, 5).join('; ');
  const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
  const lead = error.code === 'ERROR_DATABASE_FILE_VERSION_NOT_SUPPORTED' ? 'was written by a newer Cellar' : 'is not valid';
  return new DomainError(error.code, `The database file ${where} ${lead}: ${shown}${more}`);
}
