import { thumbnailSizes, type Thumbnail, type ThumbnailName, type UserFile, type UserFileFacts } from '@cellar/core';
import { toIsoTimestamp } from '../presenters/timestamps.js';
import { storagePaths } from './storage/file-storage.js';
import type { UserFileRecord } from './user-files.repo.js';

/** Where files are served: the absolute MEDIA_URL, ending in `/`. */
export interface MediaLocation {
  mediaUrl: string;
}

/** A file's URL and, for an image, its thumbnails' URLs with the configured sizes (contract §4). */
export function fileUrls(facts: Pick<UserFileFacts, 'name' | 'is_image'>, media: MediaLocation): Pick<UserFile, 'url' | 'thumbnails'> {
  const url = `${media.mediaUrl}${storagePaths.original(facts.name)}`;
  if (!facts.is_image) return { url, thumbnails: null };
  const thumbnails = Object.fromEntries(
    (Object.keys(thumbnailSizes) as ThumbnailName[]).map((size) => [
      size,
      { url: `${media.mediaUrl}${storagePaths.thumbnail(size, facts.name)}`, ...thumbnailSizes[size] } satisfies Thumbnail,
    ]),
  ) as Record<ThumbnailName, Thumbnail>;
  return { url, thumbnails };
}

/** A user file as the upload endpoints answer it. */
export function presentUserFile(record: UserFileRecord, media: MediaLocation): UserFile {
  return {
    size: Number(record.size),
    mime_type: record.mime_type,
    is_image: record.is_image,
    image_width: record.image_width,
    image_height: record.image_height,
    uploaded_at: toIsoTimestamp(record.uploaded_at),
    ...fileUrls(record, media),
    name: record.name,
    original_name: record.original_name,
  };
}
