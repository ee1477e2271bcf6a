// The browser tab's ClientSessionId: the server keeps each tab's undo and redo apart. Kept in
// sessionStorage, so a reload of the tab keeps its steps and a new tab starts with none.
const storageKey = 'cellar.clientSessionId';

function newUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Without a secure context randomUUID is missing; getRandomValues still makes a version 4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let fallback: string | undefined;

/** This tab's ClientSessionId, made on first use. */
export function clientSessionId(): string {
  try {
    const stored = sessionStorage.getItem(storageKey);
    if (stored) return stored;
    const made = newUuid();
    sessionStorage.setItem(storageKey, made);
    return made;
  } catch {
    // Storage refused (a privacy mode): one id for this page's life.
    fallback ??= newUuid();
    return fallback;
  }
}

/** A new ClientUndoRedoActionGroupId, for the requests of one change sent in parts. */
export const newActionGroupId = newUuid;

// The action group of the change being sent in parts, if one is: every request meanwhile carries it.
let currentGroup: string | null = null;

/**
 * Runs a change sent as several requests (a paste of many rows, a delete of many) as one undo
 * step: its requests carry one ClientUndoRedoActionGroupId. Nested calls join the outer group.
 * A request another part of the page sends meanwhile joins it too; the grid sends its long
 * writes one at a time, so that is at most an edit made during a big paste.
 */
export async function inActionGroup<T>(work: () => Promise<T>): Promise<T> {
  if (currentGroup !== null) return work();
  currentGroup = newActionGroupId();
  try {
    return await work();
  } finally {
    currentGroup = null;
  }
}

/** The action group requests are sent in now, if any. */
export function currentActionGroupId(): string | null {
  return currentGroup;
}
