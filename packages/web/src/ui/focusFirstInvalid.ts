/**
 * After a submit that failed validation, moves focus to the form's first control marked
 * `aria-invalid`, once its error has rendered: a screen reader then reads its label, "invalid"
 * and the message (WCAG 3.3.1), and the person can fix it straight away.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
