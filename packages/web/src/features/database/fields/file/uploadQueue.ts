import type { UserFile } from '@cellar/core';

/** Where one file of the upload modal is (spec §4): waiting, uploading, finished or failed. */
export type UploadState = 'waiting' | 'uploading' | 'finished' | 'failed';

/** One file chosen in the upload modal. */
export interface UploadItem {
  id: number;
  file: File;
  state: UploadState;
  percent: number;
  /** The server's answer, once finished. */
  result?: UserFile;
  /** Why it failed, for people. */
  error?: string;
}

let nextId = 1;

/** Queue items for newly chosen files, each waiting. */
export function queued(files: readonly File[]): UploadItem[] {
  return files.map((file) => ({ id: nextId++, file, state: 'waiting', percent: 0 }));
}

/** The item with some of its state changed. */
export function updated(items: UploadItem[], id: number, change: Partial<UploadItem>): UploadItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...change } : item));
}

/** Retry sends failed items back to waiting (spec §4). */
export function retried(items: UploadItem[]): UploadItem[] {
  return items.map((item) => (item.state === 'failed' ? { ...item, state: 'waiting', percent: 0, error: undefined } : item));
}

/** The next item to send: files go one at a time, in the order chosen. */
export function nextWaiting(items: UploadItem[]): UploadItem | undefined {
  return items.find((item) => item.state === 'waiting');
}

/** Whether some item failed, so the button offers Retry instead of Upload. */
export function hasFailed(items: UploadItem[]): boolean {
  return items.some((item) => item.state === 'failed');
}

/** Whether every item is finished: the collected answers can then be handed over. */
export function allFinished(items: UploadItem[]): boolean {
  return items.length > 0 && items.every((item) => item.state === 'finished');
}

/**
 * Sends the waiting items one after the other, reporting each change; a failure marks that item
 * and goes on with the next. Resolves with the state after the last one.
 */
export async function sendQueue(
  items: UploadItem[],
  upload: (file: File, onProgress: (percent: number) => void) => Promise<UserFile>,
  onChange: (items: UploadItem[]) => void,
  describeError: (error: unknown) => string,
): Promise<UploadItem[]> {
  let current = items;
  const set = (id: number, change: Partial<UploadItem>) => {
    current = updated(current, id, change);
    onChange(current);
  };
  for (let item = nextWaiting(current); item; item = nextWaiting(current)) {
    const { id } = item;
    set(id, { state: 'uploading', percent: 0 });
    try {
      const result = await upload(item.file, (percent) => set(id, { percent }));
      set(id, { state: 'finished', percent: 100, result });
    } catch (error) {
      set(id, { state: 'failed', error: describeError(error) });
    }
  }
  return current;
}
