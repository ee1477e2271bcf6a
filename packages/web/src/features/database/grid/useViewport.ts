import { gridConstants } from '@cellar/core';
import { useEffect, useState, type RefObject } from 'react';
import { frozenWidth } from './frozenSection';
import { verticalScale } from './verticalScale';

/** What part of the grid is on screen, in rows and in pixels of the right section. */
export interface Viewport {
  firstRow: number;
  lastRow: number;
  /** Where the view starts in the right section, rounded to a step so small scrolls do not re-render. */
  left: number;
  width: number;
  /** True once the right section is scrolled, to shade the edge of the fixed section. */
  scrolledX: boolean;
  /** Scroller pixels minus row pixels at the top of the view: 0 unless a very tall grid is scaled (verticalScale.ts). */
  offset: number;
}

const step = 100;
// jsdom and hidden tabs report no size; a typical screen keeps the window meaningful there.
const fallbackHeight = 800;
const fallbackWidth = 1200;

function measure(element: HTMLElement, count: number, leftWidth: number): Viewport {
  const height = element.clientHeight || fallbackHeight;
  const scrollTop = Math.max(0, element.scrollTop);
  const top = verticalScale(count).contentTop(scrollTop, height);
  const firstRow = Math.min(Math.max(0, count - 1), Math.floor(top / gridConstants.rowHeight));
  const lastRow = Math.max(0, Math.min(count - 1, Math.ceil((top + height - gridConstants.rowHeight) / gridConstants.rowHeight)));
  // Unfixed on a narrow grid, the left section scrolls too and the right one starts leftWidth further on.
  const frozen = frozenWidth(element, leftWidth);
  const width = Math.max(0, (element.clientWidth || fallbackWidth) - frozen);
  const left = Math.floor((element.scrollLeft - (leftWidth - frozen)) / step) * step;
  return { firstRow, lastRow, left, width, scrolledX: element.scrollLeft > 0, offset: scrollTop - top };
}

const same = (a: Viewport, b: Viewport) =>
  a.firstRow === b.firstRow && a.lastRow === b.lastRow && a.left === b.left && a.width === b.width && a.scrolledX === b.scrolledX && a.offset === b.offset;

/** Follows the scroller once per animation frame and on resize, updating only when the window changes. */
export function useViewport(scroller: RefObject<HTMLDivElement | null>, count: number, leftWidth: number): Viewport {
  const [viewport, setViewport] = useState<Viewport>({ firstRow: 0, lastRow: 0, left: 0, width: fallbackWidth, scrolledX: false, offset: 0 });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = measure(element, count, leftWidth);
      setViewport((current) => (same(current, next) ? current : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(onScroll);
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [scroller, count, leftWidth]);
  return viewport;
}
