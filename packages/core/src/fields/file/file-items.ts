import type { FieldError, ValidationDetail } from '../../errors/error-codes.js';
import { isUserFileName, type Thumbnail, type ThumbnailName, type UserFileFacts } from '../../user-files/user-file.js';
import { validationMessages as m } from '../../validation/messages.js';
import type { CellParseResult } from '../field-type.js';
import { pythonTypeName } from '../../validation/python-type-name.js';

/** The most files one cell may hold; a bound on what one request can make the server look up. */
export const maxFilesPerCell = 100;

/** The longest `visible_name` accepted. */
export const maxVisibleNameLength = 255;

/** A file as a cell write names it: a user file's name and, optionally, the name people see. */
export interface FileReference {
  name: string;
  visible_name?: string;
}

/** A file in a stored cell: the user file's facts when it was added, and its display name. */
export interface StoredFileItem extends UserFileFacts {
  visible_name: string;
}

/** A file in a cell as the API presents it (contract §9.4): the stored facts with URLs. */
export interface FileItem extends StoredFileItem {
  url: string;
  thumbnails: Record<ThumbnailName, Thumbnail> | null;
}

/** Reasons an item is refused, worded as the reference's serializer words them. */
export const fileItemMessages = {
  invalidName: 'The value is not a valid user file name.',
  notADictionary: (type: string) => `Invalid data. Expected a dictionary, but got ${type}.`,
} as const;

// Errors of one item's keys, or null when the item is a valid reference.
function itemErrors(input: unknown): ValidationDetail | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { non_field_errors: [{ error: fileItemMessages.notADictionary(pythonTypeName(input)), code: 'invalid' }] };
  }
  const item = input as Record<string, unknown>;
  const errors: Record<string, FieldError[]> = {};
  if (item.name === undefined) errors.name = [{ error: m.required, code: 'required' }];
  else if (item.name === null) errors.name = [{ error: m.null, code: 'null' }];
  else if (!isUserFileName(item.name)) errors.name = [{ error: fileItemMessages.invalidName, code: 'invalid' }];
  const visible = item.visible_name;
  if (visible === null) errors.visible_name = [{ error: m.null, code: 'null' }];
  else if (visible !== undefined && typeof visible !== 'string') errors.visible_name = [{ error: m.invalidString, code: 'invalid' }];
  else if (typeof visible === 'string' && visible.trim() === '') errors.visible_name = [{ error: m.blank, code: 'blank' }];
  else if (typeof visible === 'string' && visible.length > maxVisibleNameLength) {
    errors.visible_name = [{ error: m.maxLength(maxVisibleNameLength), code: 'max_length' }];
  }
  return Object.keys(errors).length === 0 ? null : errors;
}

/**
 * Reads a file cell from a rows API body (contract §9.4): null is no files; otherwise a list of
 * `{name, visible_name?}`, other keys ignored and order kept. Item errors come as a list aligned
 * with the input, `{}` for the good ones (contract §1.3). Whether the names exist is the
 * server's question.
 */
export function parseFileReferences(input: unknown): CellParseResult<FileReference[]> {
  if (input === null || input === undefined) return { ok: true, value: [] };
  if (!Array.isArray(input)) {
    return { ok: false, error: { error: m.notAList(pythonTypeName(input)), code: 'not_a_list' } };
  }
  if (input.length > maxFilesPerCell) return { ok: false, error: { error: m.maxItems(maxFilesPerCell), code: 'max_length' } };
  const perItem = input.map(itemErrors);
  const firstError = perItem.find((errors) => errors !== null);
  if (firstError) {
    const error = Object.values(firstError)[0] as FieldError[];
    return { ok: false, error: error[0] as FieldError, detail: perItem.map((errors) => errors ?? {}) };
  }
  const value = (input as Record<string, unknown>[]).map((item) => ({
    name: item.name as string,
    ...(typeof item.visible_name === 'string' ? { visible_name: item.visible_name } : {}),
  }));
  return { ok: true, value };
}

/**
 * Reads pasted text as files (spec §5): a JSON list whose items all have a name — what copying a
 * file cell gives — else no files.
 */
export function filesFromPaste(text: string): FileReference[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const allNamed = parsed.every((item) => typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string');
  return allNamed ? (parsed as FileReference[]) : [];
}
