import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page that loads its data first may take to render its heading. */
const headingWait = 5000;

/**
 * After a route change inside the app, moves focus to the new page's heading, so a screen reader
 * announces where the person landed and Tab starts from the content (issue 17). The first page
 * of a visit keeps the browser's own focus; arriving from another layout (signing up or logging
 * in) is a route change like any other, since the form that had focus is gone.
 */
export function useFocusHeadingOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname, key } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === pathname) return;
    if (previous.current === null && key === 'default') {
      previous.current = pathname;
      return;
    }
    let observer: MutationObserver | null = null;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // A page may render its heading a frame after the route; a dialog left open keeps its focus.
    const frame = requestAnimationFrame(() => {
      previous.current = pathname;
      const content = main.current;
      if (!content || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const heading = content.querySelector<HTMLElement>('h1');
      focusQuietly(heading ?? content);
      if (heading) return;
      // A page that loads its data first (a table) shows its heading later: until then focus
      // waits on the content, and moves on to the heading unless the person has moved it.
      observer = new MutationObserver(() => {
        const late = content.querySelector<HTMLElement>('h1');
        if (!late) return;
        observer?.disconnect();
        if (document.activeElement === content) focusQuietly(late);
      });
      observer.observe(content, { childList: true, subtree: true });
      timeout = setTimeout(() => observer?.disconnect(), headingWait);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      clearTimeout(timeout);
    };
  }, [pathname, key, main]);
}

function focusQuietly(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
