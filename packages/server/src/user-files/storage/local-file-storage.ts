import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { isStoragePath, type FileStorage } from './file-storage.js';

/**
 * Keeps files in a local directory (MEDIA_DIR). Every path is checked twice: against the shape
 * of storage paths, and, resolved, to lie inside the root, so no name can reach another file.
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The absolute location of a storage path; throws for any path storage may not hold. */
  locate(path: string): string {
    if (!isStoragePath(path)) throw new Error(`Not a storage path: ${JSON.stringify(path)}`);
    const absolute = resolve(this.root, path);
    if (!absolute.startsWith(this.root + sep)) throw new Error(`Outside the storage root: ${JSON.stringify(path)}`);
    return absolute;
  }

  async put(path: string, data: Buffer): Promise<void> {
    const target = this.locate(path);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    // Written beside the target and renamed over it, so a reader never gets half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(temporary, data, { mode: 0o600, flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async putStream(path: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
    const target = this.locate(path);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await pipeline(Readable.from(chunks), createWriteStream(temporary, { mode: 0o600, flags: 'wx' }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async open(path: string): Promise<{ stream: ReturnType<typeof createReadStream>; size: number } | null> {
    const target = this.locate(path);
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(target), size: info.size };
  }

  async exists(path: string): Promise<boolean> {
    const info = await stat(this.locate(path)).catch(() => null);
    return info?.isFile() ?? false;
  }

  async delete(path: string): Promise<void> {
    await rm(this.locate(path), { force: true });
  }
}
