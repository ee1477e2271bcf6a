import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewChunks } from './chunkReload';

describe('chunk load failures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('recognises the browsers’ messages for a missing lazy chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, not in a loop', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    expect(reloadForNewChunks()).toBe(true);
    expect(reloadForNewChunks()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
