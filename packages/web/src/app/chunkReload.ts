const reloadMarker = 'cellar:chunk-reload-at';
// A second failure this soon after a reload means the chunk is really gone; stop reloading then.
const reloadLoopWindowMs = 10_000;

/** True for the errors browsers raise when a lazily loaded chunk of an older deploy is missing. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to load module script|Loading chunk \S+ failed/i.test(message);
}

/** Reloads the page to pick up the new deploy; returns false when a reload just happened. */
export function reloadForNewChunks(): boolean {
  const last = Number(sessionStorage.getItem(reloadMarker) ?? 0);
  if (Date.now() - last < reloadLoopWindowMs) return false;
  sessionStorage.setItem(reloadMarker, String(Date.now()));
  window.location.reload();
  return true;
}

/** Vite reports failed preloads with this event; reloading beats a broken page. */
export function listenForChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewChunks()) event.preventDefault();
  });
}
