import { DomainError, maxUserFileBytes, type UserFile } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import type { Caller } from '../callers/caller.js';
import { readAtMost } from './bounded-read.js';
import { publicInternetOnly, type OutboundPolicy } from './fetch/address-policy.js';
import { fetchWithinPolicy } from './fetch/safe-fetch.js';
import type { FileStorage } from './storage/file-storage.js';
import { storeUserFile } from './store-user-file.js';
import { presentUserFile } from './user-file.presenter.js';

/** A file part of an upload as the route reads it: its name and its bytes as they arrive. */
export interface IncomingFile {
  fileName: string;
  chunks: AsyncIterable<Buffer>;
}

/** What the user files service is built with besides the context: where bytes go, and who may be fetched. */
export interface UserFilesDependencies {
  storage: FileStorage;
  outbound?: OutboundPolicy;
}

// The file name of an upload by URL: the last path segment, without query or fragment (contract §16.9).
function fileNameOfUrl(url: URL): string {
  const segment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Uploads of user files, from the caller's device or from a URL (contract §4). */
export function userFilesService(ctx: AppContext, { storage, outbound = publicInternetOnly }: UserFilesDependencies) {
  const media = { mediaUrl: ctx.config.mediaUrl };
  const hour = 3_600;
  // Every upload costs a hash, a decode and disk writes, and by URL a request to another server:
  // counted per user before anything is read or fetched.
  const admit = async (caller: Caller) => {
    if (!(await ctx.rateLimiter.hit(`upload:user:${caller.user.id}`, ctx.config.rateLimits.uploadsPerUser, hour))) throw new DomainError('ERROR_TOO_MANY_REQUESTS');
  };
  const store = (caller: Caller, data: Buffer, fileName: string) =>
    storeUserFile(ctx.db, storage, ctx.config.quotas, { data, fileName, uploadedById: caller.user.id });
  return {
    /** Stores a file sent by the caller; `file` is null when the request held no file part. */
    async uploadFile(caller: Caller, file: IncomingFile | null): Promise<UserFile> {
      if (!file) throw new DomainError('ERROR_INVALID_FILE');
      await admit(caller);
      const data = await readAtMost(file.chunks, maxUserFileBytes);
      const record = await store(caller, data, file.fileName);
      return presentUserFile(record, media);
    },

    /** Downloads a URL on the public internet and stores what it answers. */
    async uploadViaUrl(caller: Caller, rawUrl: string): Promise<UserFile> {
      const url = new URL(rawUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DomainError('ERROR_INVALID_FILE_URL');
      await admit(caller);
      const data = await fetchWithinPolicy(url, outbound, maxUserFileBytes);
      const record = await store(caller, data, fileNameOfUrl(url));
      return presentUserFile(record, media);
    },
  };
}
