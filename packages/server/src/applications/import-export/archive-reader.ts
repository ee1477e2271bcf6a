import { archiveLimits, DomainError } from '@cellar/core';
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { entryKind } from './archive-layout.js';

/** One entry of an archive as its directory declares it; nothing is inflated to learn this. */
export interface ArchiveEntry {
  name: string;
  kind: NonNullable<ReturnType<typeof entryKind>>;
  /** The inflated size the directory declares: inflating writes into a buffer of this size and never more. */
  originalSize: number;
}

/** Whether the bytes are a zip archive (a local header, or the end record of an empty one), rather than a bare database file. */
export function isZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && (data[2] === 3 || data[2] === 5);
}

function refused(reason: string): DomainError {
  return new DomainError('ERROR_RESOURCE_IS_INVALID', `The file is not an export archive Cellar can read: ${reason}`);
}

/**
 * Reads an archive's directory and checks it against `archiveLimits` before anything is
 * inflated: the entry count, every declared size and their sum (a zip bomb declares its size or
 * is cut to it), and every name (only the layout's paths; none that climbs out of the archive).
 */
export function readArchiveDirectory(data: Uint8Array): ArchiveEntry[] {
  const entries: ArchiveEntry[] = [];
  let total = 0;
  const note = (file: UnzipFileInfo): false => {
    if (file.name.endsWith('/')) return false;
    const kind = entryKind(file.name);
    if (!kind) throw refused(`it holds ${JSON.stringify(file.name.slice(0, 200))}, which no export writes.`);
    if (entries.length >= archiveLimits.entries) throw refused(`it holds more than ${archiveLimits.entries} entries.`);
    if (kind.kind === 'database' && file.originalSize > archiveLimits.databaseFileBytes) throw refused(`${file.name} is larger than ${archiveLimits.databaseFileBytes} bytes.`);
    if (file.compression !== 0 && file.compression !== 8) throw refused(`${file.name} is compressed in a way Cellar does not read.`);
    total += file.originalSize;
    if (total > archiveLimits.inflatedBytes) throw refused(`it would inflate to more than ${archiveLimits.inflatedBytes} bytes.`);
    entries.push({ name: file.name, kind, originalSize: file.originalSize });
    return false;
  };
  try {
    unzipSync(data, { filter: note });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refused(`its zip structure is broken (${(error as Error).message}).`);
  }
  if (!entries.some((entry) => entry.kind.kind === 'database')) throw refused('it holds no database file.');
  if (entries.filter((entry) => entry.kind.kind === 'database').length > archiveLimits.databases) throw refused(`it holds more than ${archiveLimits.databases} databases.`);
  return entries;
}

/** Inflates the named entries (checked by `readArchiveDirectory` first), each into a buffer of its declared size. */
export function inflateEntries(data: Uint8Array, names: ReadonlySet<string>): Map<string, Uint8Array> {
  try {
    return new Map(Object.entries(unzipSync(data, { filter: (file) => names.has(file.name) })));
  } catch (error) {
    throw refused(`an entry cannot be inflated (${(error as Error).message}).`);
  }
}
