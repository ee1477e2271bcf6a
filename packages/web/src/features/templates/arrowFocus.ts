import type { KeyboardEvent } from 'react';

/** Marks the elements an arrow-key list moves focus between. */
export const arrowItem = { 'data-arrow-item': '' } as const;

const steps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Moves focus among a list's items with the arrow keys, Home and End, as a listing of links
 * or buttons is walked in a file manager; Tab still reaches each item, so nothing is hidden
 * from someone who does not know the arrows.
 */
export function onArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const step = steps[event.key];
  if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-arrow-item]')];
  const from = items.findIndex((item) => item === document.activeElement);
  if (items.length === 0 || from === -1) return;
  event.preventDefault();
  const to = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : Math.min(items.length - 1, Math.max(0, from + (step ?? 0)));
  items[to]?.focus();
}
