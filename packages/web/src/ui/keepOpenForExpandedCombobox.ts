/**
 * Escape in an expanded combobox (the formula editor's suggestions, a comment's @-mentions) closes
 * its list, not the pop-up or dialog around it: Radix hears Escape first (a capturing listener on
 * the document), so the layer's `onEscapeKeyDown` lets the combobox keep it.
 */
export function keepOpenForExpandedCombobox(event: KeyboardEvent): void {
  const target = event.target;
  if (target instanceof Element && target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') event.preventDefault();
}
