import styles from './Grid.module.css';

/**
 * How much of the scroller's left edge the fixed section (row details and primary field) covers:
 * its width while it sticks there, nothing when the grid is too narrow to keep it fixed and
 * Grid.module.css turns its `sticky` into `relative`, so it scrolls away with the other columns.
 */
export function frozenWidth(scroller: HTMLElement, leftWidth: number): number {
  const section = scroller.querySelector(`.${styles.left}`);
  return section && getComputedStyle(section).position === 'relative' ? 0 : leftWidth;
}
