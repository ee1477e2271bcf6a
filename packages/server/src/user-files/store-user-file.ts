import { createHash, randomInt } from 'node:crypto';
import { DomainError, extensionOf, truncateMiddle, withoutControlCharacters, type ThumbnailName } from '@cellar/core';
import type { QuotaConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { inTransaction } from '../db/transaction.js';
import { assertWithinQuota } from '../quotas/quotas.js';
import { analyseImage } from './image-thumbnails.js';
import { mimeTypeOf } from './mime-types.js';
import { allPathsOf, storagePaths, type FileStorage } from './storage/file-storage.js';
import { claimUserFileByContent, insertUserFile, type UserFileRecord } from './user-files.repo.js';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomLettersAndDigits(length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

// The stored name's extension: the original's, lower-cased, with only letters and digits kept
// so that the name always matches the contract's pattern (and storage accepts it).
function storedExtension(fileName: string): string {
  return extensionOf(fileName).replace(/[^a-z0-9]/g, '').slice(0, 32);
}

// The same bytes under the same name are one record whoever sends them, but when someone else
// uploaded them is theirs: answering it would tell a second uploader that, and when, another
// user holds this very file. They get the time of their own upload instead.
function asUploadedBy(record: UserFileRecord, uploadedById: number): UserFileRecord {
  return record.uploaded_by_id === uploadedById ? record : { ...record, uploaded_at: new Date() };
}

/** What an upload hands over: the bytes (already bounded) and the name they came with. */
export interface Upload {
  data: Buffer;
  fileName: string;
  uploadedById: number;
}

/**
 * Stores an upload as a user file (contract §4) and returns its record. The same content under
 * the same (truncated) name returns the record that exists. Bytes are stored first and the row
 * written after; if the row cannot be written the bytes are removed again, so no row ever
 * points at missing bytes and no failed upload leaves bytes behind. Two identical uploads racing
 * meet at the unique index: the loser removes its copy and returns the winner's record. A new
 * file counts against its uploader's storage quota: checked before any byte is written, and again
 * with the row's insert under the user's lock, so parallel uploads cannot pass it together.
 */
export async function storeUserFile(database: Database, storage: FileStorage, quotas: QuotaConfig, upload: Upload): Promise<UserFileRecord> {
  const db = database.kysely;
  if (upload.data.length === 0) throw new DomainError('ERROR_INVALID_FILE');
  // Whichever way a name came (a multipart `filename*`, a URL's path), it is stored without controls.
  const fileName = withoutControlCharacters(upload.fileName);
  const originalName = truncateMiddle(fileName);
  const sha256 = createHash('sha256').update(upload.data).digest('hex');
  const existing = await claimUserFileByContent(db, originalName, sha256);
  if (existing) return asUploadedBy(existing, upload.uploadedById);
  const size = upload.data.length;
  await assertWithinQuota(db, quotas, 'storageBytesPerUser', upload.uploadedById, size);

  const extension = storedExtension(fileName);
  const name = `${randomLettersAndDigits(32)}_${sha256}.${extension}`;
  const image = await analyseImage(upload.data);
  try {
    await storage.put(storagePaths.original(name), upload.data);
    if (image) {
      for (const [size, bytes] of Object.entries(image.thumbnails) as [ThumbnailName, Buffer][]) await storage.put(storagePaths.thumbnail(size, name), bytes);
    }
    const file = {
      name,
      original_name: originalName,
      sha256_hash: sha256,
      size,
      mime_type: mimeTypeOf(extensionOf(fileName)),
      is_image: image !== null,
      image_width: image?.width ?? null,
      image_height: image?.height ?? null,
      uploaded_by_id: upload.uploadedById,
    };
    return await inTransaction(database, async (trx) => {
      await assertWithinQuota(trx, quotas, 'storageBytesPerUser', upload.uploadedById, size);
      return insertUserFile(trx, file);
    });
  } catch (error) {
    await Promise.all(allPathsOf(name).map((path) => storage.delete(path).catch(() => undefined)));
    if (isUniqueViolation(error)) {
      const winner = await claimUserFileByContent(db, originalName, sha256);
      if (winner) return asUploadedBy(winner, upload.uploadedById);
    }
    throw error;
  }
}
