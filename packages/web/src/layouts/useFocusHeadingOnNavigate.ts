import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a route change inside the app, moves focus to the new page's heading, so a screen reader
 * announces where the person landed and Tab starts from the content (issue 17). The first page
 * of a visit keeps the browser's own focus.
 */
export function useFocusHeadingOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A page may render its heading a frame after the route; a dialog left open keeps its focus.
    const frame = requestAnimationFrame(() => {
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const target = main.current?.querySelector<HTMLElement>('h1') ?? main.current;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
