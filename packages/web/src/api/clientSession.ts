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
