import { useCallback, useState } from 'react';

const storageKey = 'cellar:sidebar-collapsed';

// A phone starts with the rail, so the content gets the screen; a choice made since is kept.
function readStored(): boolean {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored !== null) return stored === '1';
  } catch {
    // Storage refused: fall through to the screen-size default.
  }
  return window.matchMedia?.('(max-width: 768px)').matches ?? false;
}

/** The sidebar's collapsed flag (spec §3), remembered in this browser across visits. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(readStored);
  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    try {
      localStorage.setItem(storageKey, next ? '1' : '0');
    } catch {
      // Private browsing may refuse storage; the flag then lasts for this visit only.
    }
  }, []);
  return [collapsed, setCollapsed];
}
