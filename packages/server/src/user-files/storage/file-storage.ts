import type { Readable } from 'node:stream';
import { isUserFileName, thumbnailSizes, type ThumbnailName } from '@cellar/core';

/**
 * Where the bytes of user files and thumbnails are kept. Services only see this interface, so an
 * object store can replace the local directory without touching them. Paths are always one of
 * `storagePaths`; implementations refuse any other.
 */
export interface FileStorage {
  /** Stores the bytes under the path, replacing what was there; readers never see a partial file. */
  put(path: string, data: Buffer): Promise<void>;
  /** As `put`, from chunks written as they come, so a large file (an export) is never whole in memory. */
  putStream(path: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored bytes as a stream with their size, or null when nothing is stored there. */
  open(path: string): Promise<{ stream: Readable; size: number } | null>;
  exists(path: string): Promise<boolean>;
  /** Removes the path; removing what is not there is not an error. */
  delete(path: string): Promise<void>;
}

/** Where a user file and its thumbnails are stored, relative to the storage's root (contract §4). */
export const storagePaths = {
  original: (name: string) => `user_files/${name}`,
  thumbnail: (thumbnail: ThumbnailName, name: string) => `thumbnails/${thumbnail}/${name}`,
  /** A file a job made for download (an export), served under /media/ as the reference serves `export_files/`. */
  exportFile: (name: string) => `export_files/${name}`,
  /** An uploaded archive waiting to be imported: never served. */
  importResource: (name: string) => `import_resources/${name}`,
};

// A job's file name: letters, digits, `_` and `-`, with one extension; no separators, no dots to climb with.
const jobFileName = /^[A-Za-z0-9_-]{1,150}\.[a-z0-9]{1,8}$/;
// The folders of files jobs make, and whether /media/ serves them.
const jobFolders: Record<string, { served: boolean }> = { export_files: { served: true }, import_resources: { served: false } };

/** Every path a user file may occupy: the original and each thumbnail. */
export function allPathsOf(name: string): string[] {
  return [storagePaths.original(name), ...(Object.keys(thumbnailSizes) as ThumbnailName[]).map((size) => storagePaths.thumbnail(size, name))];
}

const thumbnailNames = new Set<string>(Object.keys(thumbnailSizes));

/**
 * Whether a relative path is one storage may hold: `user_files/<name>` or
 * `thumbnails/<size>/<name>` with a well-formed user file name. Such a path has no `..`, no
 * separators in the name and no absolute start, so it cannot leave the storage root.
 */
export function isStoragePath(path: string): boolean {
  const parts = path.split('/');
  if (parts.length === 2 && parts[0] === 'user_files') return isUserFileName(parts[1]);
  if (parts.length === 3 && parts[0] === 'thumbnails') return thumbnailNames.has(parts[1] ?? '') && isUserFileName(parts[2]);
  if (parts.length === 2 && jobFolders[parts[0] ?? ''] !== undefined) return jobFileName.test(parts[1] ?? '');
  return false;
}

/** Whether /media/ may serve a storage path: every one but the uploads waiting to be imported. */
export function isServedStoragePath(path: string): boolean {
  return isStoragePath(path) && jobFolders[path.split('/')[0] ?? '']?.served !== false;
}
