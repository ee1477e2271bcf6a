import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const storageKey = 'cellar:sidebar-collapsed';
// Where the expanded sidebar floats over the content instead of standing beside it (AppLayout.module.css).
const narrowScreen = '(max-width: 768px)';

// A phone starts with the rail, so the content gets the screen; a choice made since is kept.
function readStored(): boolean {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored !== null) return stored === '1';
  } catch {
    // Storage refused: fall through to the screen-size default.
  }
  return window.matchMedia?.(narrowScreen).matches ?? false;
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

/**
 * On a narrow screen the expanded sidebar covers the page, so it folds away once one of its links
 * (a table, the dashboard, a new table) has led to another page: the person sees where they went.
 */
export function useFoldSidebarOnNavigate(collapsed: boolean, setCollapsed: (collapsed: boolean) => void): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!collapsed && window.matchMedia?.(narrowScreen).matches) setCollapsed(true);
  }, [pathname, collapsed, setCollapsed]);
}
