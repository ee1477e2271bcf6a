import type { FileItem, UserFile } from '@cellar/core';
import { File, FileArchive, FileAudio, FileImage, FileSpreadsheet, FileText, FileVideo, type LucideIcon } from 'lucide-react';

/** The files a cell holds, as far as they can be shown (anything else reads as none). */
export function shownFiles(value: unknown): FileItem[] {
  return Array.isArray(value) ? value.filter((item): item is FileItem => typeof item === 'object' && item !== null && typeof item.name === 'string') : [];
}

/** The grid's draft of a file cell: its list as JSON, which core's `fromTyped` reads back. */
export function filesDraft(files: FileItem[]): string {
  return JSON.stringify(files);
}

/** A cell item for a freshly uploaded file: its visible name is the name it was uploaded with (spec §4). */
export function fileItemOf(file: UserFile): FileItem {
  const { original_name: visibleName, ...facts } = file;
  return { ...facts, visible_name: visibleName };
}

/** The list with an item renamed; names are trimmed and an empty one keeps the old. */
export function renamedFile(files: FileItem[], index: number, name: string): FileItem[] {
  const trimmed = name.trim();
  if (trimmed === '') return files;
  return files.map((file, at) => (at === index ? { ...file, visible_name: trimmed } : file));
}

/** The list without the item at `index`. */
export function withoutFile(files: FileItem[], index: number): FileItem[] {
  return files.filter((_, at) => at !== index);
}

// Kinds by MIME type prefix or extension, for the icon a non-image shows.
const kinds: [RegExp, LucideIcon, string][] = [
  [/^image\//, FileImage, 'image'],
  [/^video\//, FileVideo, 'video'],
  [/^audio\//, FileAudio, 'audio'],
  [/^text\/|pdf|msword|wordprocessing|opendocument\.text|rtf/, FileText, 'document'],
  [/spreadsheet|excel|csv|tab-separated/, FileSpreadsheet, 'spreadsheet'],
  [/zip|gzip|tar|7z|rar/, FileArchive, 'archive'],
];

/** The icon and the name of a file's kind, from its MIME type. */
export function fileKindOf(file: Pick<FileItem, 'mime_type'>): { Icon: LucideIcon; kind: string } {
  const match = kinds.find(([pattern]) => pattern.test(file.mime_type));
  return match ? { Icon: match[1], kind: match[2] } : { Icon: File, kind: 'file' };
}

/** A file's extension in capitals, as the icon's caption ('' when it has none). */
export function extensionLabel(file: Pick<FileItem, 'visible_name' | 'name'>): string {
  const dot = file.name.lastIndexOf('.');
  return dot < 0 ? '' : file.name.slice(dot + 1).toUpperCase();
}
