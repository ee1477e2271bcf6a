import { randomBytes } from 'node:crypto';
import { archiveLimits, DomainError, maxImportFileBytes, truncateMiddle, withoutControlCharacters, type ImportResource } from '@cellar/core';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../callers/caller.js';
import { getGroupOrThrow, requireMember } from '../../groups/group.policy.js';
import { readAtMost } from '../../user-files/bounded-read.js';
import { storagePaths, type FileStorage } from '../../user-files/storage/file-storage.js';
import { isZip, readArchiveDirectory } from './archive-reader.js';
import { insertImportResource, trimImportResources, type ImportResourceRecord } from './import-resources.repo.js';

/** Uploaded archives a person keeps; an upload past this deletes their oldest. */
const resourcesKept = 5;

/** An uploaded archive as the API shows it (the reference's ImportResourceSerializer). */
export const presentImportResource = (resource: ImportResourceRecord): ImportResource => ({ id: resource.id, name: resource.original_name, size: resource.size });

// A bare database file starts, after any white space, with its object.
function isJsonObject(data: Buffer): boolean {
  const text = data.subarray(0, 64).toString('latin1').trimStart();
  return text.startsWith('{');
}

/**
 * Checks an upload is an archive Cellar reads (a zip whose directory passes `readArchiveDirectory`,
 * or a bare database file's JSON) before keeping it; its contents are read by the import job.
 */
function checkContainer(data: Buffer): 'zip' | 'json' {
  if (isZip(data)) {
    readArchiveDirectory(data);
    return 'zip';
  }
  if (isJsonObject(data) && data.length <= archiveLimits.databaseFileBytes) return 'json';
  throw new DomainError('ERROR_RESOURCE_IS_INVALID', 'The file is neither an export archive (.zip) nor a database file (.json).');
}

/** An upload: the bytes as they come, and the name they came with. */
export interface IncomingArchive {
  fileName: string;
  chunks: AsyncIterable<Buffer>;
}

/**
 * POST /api/workspaces/:workspace_id/import/upload-file/: the group (404), membership (400), then
 * the file: bounded while it is read (413 past `maxImportFileBytes`), checked as a container, and
 * kept in storage (never served) until a person's later uploads push it out.
 */
export async function uploadImportResource(ctx: AppContext, storage: FileStorage, caller: Caller, groupId: number, file: IncomingArchive | null): Promise<ImportResource> {
  const db = ctx.db.kysely;
  await getGroupOrThrow(db, groupId);
  await requireMember(db, groupId, caller.user.id);
  if (!file) throw new DomainError('ERROR_INVALID_FILE');
  const data = await readAtMost(file.chunks, maxImportFileBytes);
  if (data.length === 0) throw new DomainError('ERROR_INVALID_FILE');
  const kind = checkContainer(data);
  const storageName = `resource_${randomBytes(16).toString('hex')}.${kind}`;
  await storage.put(storagePaths.importResource(storageName), data);
  try {
    const resource = await insertImportResource(db, { userId: caller.user.id, originalName: truncateMiddle(withoutControlCharacters(file.fileName || `import.${kind}`)), storageName, size: data.length });
    for (const old of await trimImportResources(db, caller.user.id, resourcesKept)) await storage.delete(storagePaths.importResource(old.storage_name));
    return presentImportResource(resource);
  } catch (error) {
    await storage.delete(storagePaths.importResource(storageName));
    throw error;
  }
}
