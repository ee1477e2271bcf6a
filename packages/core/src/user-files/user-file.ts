/** The largest file a user may upload, directly or by URL: 20 MiB (contract §4). */
export const maxUserFileBytes = 20 * 1024 * 1024;

/** The longest `original_name` kept; longer names are cut in the middle (contract §4). */
export const maxOriginalNameLength = 64;

/**
 * What a stored user file's name looks like: 32 random letters and digits, `_`, the content's
 * SHA-256, `.` and the extension (contract §4). Cell writes name files with it, and storage
 * refuses any other name, so a name can never point outside the storage directory.
 */
export const userFileNamePattern = /^[a-zA-Z0-9]*_[a-zA-Z0-9]*\.[a-zA-Z0-9]*$/;

/** The longest user file name accepted anywhere: 32 + 1 + 64 + 1 + a generous extension. */
export const maxUserFileNameLength = 255;

/** Whether a text is a well-formed user file name. */
export function isUserFileName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= maxUserFileNameLength && userFileNamePattern.test(name);
}

/** A thumbnail's size as configured; a null side follows the image's proportions. */
export interface ThumbnailSize {
  width: number | null;
  height: number | null;
}

/** The thumbnails every image gets: `tiny` is 21 high, `small` is cropped to 48×48 (contract §4). */
export const thumbnailSizes = {
  tiny: { width: null, height: 21 },
  small: { width: 48, height: 48 },
} as const satisfies Record<string, ThumbnailSize>;

/** The name of a thumbnail size. */
export type ThumbnailName = keyof typeof thumbnailSizes;

/** One thumbnail of a file as the API presents it: where it is, and the configured size. */
export interface Thumbnail {
  url: string;
  width: number | null;
  height: number | null;
}

/** What is known about an uploaded file apart from where it is served (stored in cells as is). */
export interface UserFileFacts {
  name: string;
  size: number;
  mime_type: string;
  is_image: boolean;
  image_width: number | null;
  image_height: number | null;
  uploaded_at: string;
}

/** A user file as the upload endpoints answer (contract §4). */
export interface UserFile extends UserFileFacts {
  original_name: string;
  url: string;
  thumbnails: Record<ThumbnailName, Thumbnail> | null;
}

/**
 * Cuts a name longer than `max` characters in its middle, as `abc...xyz`, keeping both ends
 * (the end holds the extension). Counts characters, not UTF-16 units, so no emoji is split.
 */
export function truncateMiddle(text: string, max = maxOriginalNameLength): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const kept = max - 3;
  const start = Math.floor(kept / 2);
  const end = kept - start;
  return `${characters.slice(0, start).join('')}...${characters.slice(characters.length - end).join('')}`;
}

// Control characters (C0, DEL, C1): no file name needs one, PostgreSQL's text cannot hold NUL,
// and a client can put any of them in a multipart `filename*` or a URL's `%00`.
const controlCharacters = /\p{Cc}/gu;

/** A file name as uploads keep it: without control characters, which are dropped rather than refused. */
export function withoutControlCharacters(fileName: string): string {
  return fileName.replace(controlCharacters, '');
}

/** The lower-cased extension of a file name (after its last dot), '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}
