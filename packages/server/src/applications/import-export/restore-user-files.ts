import { createHash } from 'node:crypto';
import { extensionOf } from '@cellar/core';
import type { Executor } from '../../db/executor.js';
import { isUniqueViolation } from '../../db/errors.js';
import { analyseImage } from '../../user-files/image-thumbnails.js';
import { mimeTypeOf } from '../../user-files/mime-types.js';
import { storagePaths, type FileStorage } from '../../user-files/storage/file-storage.js';
import { inflateEntries, type ArchiveEntry } from './archive-reader.js';

// Files inflated together at most (by declared size): an archive's files are never all in memory.
const bytesPerBatch = 64 * 1024 * 1024;

async function restoreOne(db: Executor, storage: FileStorage, name: string, data: Uint8Array, userId: number): Promise<void> {
  // A stored name ends with its content's SHA-256: bytes that do not match it are not that file.
  const sha256 = createHash('sha256').update(data).digest('hex');
  if (!name.includes(`_${sha256}.`) && !name.endsWith(`_${sha256}`)) return;
  const bytes = Buffer.from(data);
  const image = await analyseImage(bytes);
  await storage.put(storagePaths.original(name), bytes);
  if (image) for (const [size, thumbnail] of Object.entries(image.thumbnails)) await storage.put(storagePaths.thumbnail(size as never, name), thumbnail);
  await db
    .insertInto('user_files')
    .values({ name, original_name: name, sha256_hash: sha256, size: bytes.length, mime_type: mimeTypeOf(extensionOf(name)), is_image: image !== null, image_width: image?.width ?? null, image_height: image?.height ?? null, uploaded_by_id: userId })
    .execute()
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
}

/**
 * Gives this Cellar the user files an archive carries that it lacks, under their own names (so the
 * cells naming them find them), before the import's transaction: a file already here is kept as is,
 * one whose bytes do not match its name is skipped (its cells are left empty, as for a missing file).
 * Files an import that then fails leaves unused are deleted by the sweep of unused files.
 */
export async function restoreUserFiles(db: Executor, storage: FileStorage, archive: Uint8Array, entries: readonly ArchiveEntry[], userId: number, progress: () => Promise<void>): Promise<void> {
  const wanted = entries.filter((entry) => entry.kind.kind === 'file');
  const names = wanted.map((entry) => (entry.kind as { name: string }).name);
  const present = new Set<string>();
  for (let start = 0; start < names.length; start += 1000) {
    const rows = await db.selectFrom('user_files').select('name').where('name', 'in', names.slice(start, start + 1000)).execute();
    for (const row of rows) present.add(row.name);
  }
  let batch = new Set<string>();
  let batchBytes = 0;
  const flush = async () => {
    for (const [path, data] of inflateEntries(archive, batch)) await restoreOne(db, storage, path.slice('files/'.length), data, userId);
    batch = new Set();
    batchBytes = 0;
    await progress();
  };
  for (const entry of wanted) {
    if (present.has((entry.kind as { name: string }).name)) continue;
    if (batchBytes + entry.originalSize > bytesPerBatch && batch.size > 0) await flush();
    batch.add(entry.name);
    batchBytes += entry.originalSize;
  }
  if (batch.size > 0) await flush();
}
