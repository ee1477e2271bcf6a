import { DomainError, maxDatabaseFileDepth } from '@cellar/core';
import { inflateEntries, isZip, readArchiveDirectory, type ArchiveEntry } from './archive-reader.js';
import { jsonDepthWithin } from './json-depth.js';

/** One database file of an archive, parsed (not yet checked against the format), with its number there. */
export interface ArchivedDatabase {
  index: number;
  json: unknown;
}

function invalid(where: string, reason: string): DomainError {
  return new DomainError('ERROR_DATABASE_FILE_INVALID', `The database file ${where} is not valid: ${reason}`);
}

/** A database file's bytes as JSON: UTF-8, at most `maxDatabaseFileDepth` deep (checked before parsing), one object. */
export function parseDatabaseJson(bytes: Uint8Array, where: string): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid(where, 'it is not UTF-8 text.');
  }
  if (!jsonDepthWithin(text, maxDatabaseFileDepth)) throw invalid(where, `it nests deeper than ${maxDatabaseFileDepth} levels.`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalid(where, `it is not JSON (${(error as Error).message}).`);
  }
}

/**
 * The database files of an uploaded resource, in the archive's order (a bare database file is the
 * one), those of `wanted` only when given (their numbers in the archive), and the archive's
 * entries for its user files. Each database file is inflated and parsed one at a time.
 */
export function readImport(data: Uint8Array, wanted: readonly number[] | null | undefined): { databases: ArchivedDatabase[]; entries: ArchiveEntry[] } {
  if (!isZip(data)) {
    if (wanted && wanted.length > 0 && !(wanted.length === 1 && wanted[0] === 1)) throw new DomainError('ERROR_APPLICATION_IDS_NOT_FOUND');
    return { databases: [{ index: 1, json: parseDatabaseJson(data, 'uploaded') }], entries: [] };
  }
  const entries = readArchiveDirectory(data);
  const numbers = entries.flatMap((entry) => (entry.kind.kind === 'database' ? [entry.kind.index] : [])).sort((a, b) => a - b);
  const chosen = wanted && wanted.length > 0 ? [...new Set(wanted)] : numbers;
  if (chosen.some((index) => !numbers.includes(index))) throw new DomainError('ERROR_APPLICATION_IDS_NOT_FOUND');
  const databases = chosen.map((index) => {
    const name = `databases/${index}.json`;
    const bytes = inflateEntries(data, new Set([name])).get(name) ?? new Uint8Array(0);
    return { index, json: parseDatabaseJson(bytes, name) };
  });
  return { databases, entries };
}
