import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { keepOpenForExpandedCombobox } from './keepOpenForExpandedCombobox';
import styles from './Modal.module.css';

/** Props of Modal; with a sidebar it widens from 660px to 860px (spec §9). */
export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown as the heading, or only announced when the sidebar carries the visible title. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  sidebar?: ReactNode;
  /** Where focus goes on close (prevent the event to move it yourself); by default back to what had it before. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Buttons beside the close button (the row modal's previous and next). */
  headerActions?: ReactNode;
  /** Takes most of the screen, at a fixed height, for content that needs room (the template gallery's grid). */
  wide?: boolean;
  children: ReactNode;
}

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Modal({ open, onOpenChange, title, hideTitle, description, sidebar, onCloseAutoFocus, headerActions, wide, children }: ModalProps) {
  const opener = useOpener(open);
  // Radix returns focus only to a Dialog.Trigger; our dialogs open from plain buttons and menu items.
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    opener.current?.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${sidebar ? styles.withSidebar : ''} ${wide ? styles.wide : ''}`} onCloseAutoFocus={returnFocus} onEscapeKeyDown={keepOpenForExpandedCombobox}>
          {sidebar && <aside className={styles.sidebar}>{sidebar}</aside>}
          <div className={styles.main}>
            <Dialog.Title className={hideTitle ? 'visually-hidden' : `${styles.title} ${headerActions ? styles.titleBesideActions : ''}`}>{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : (
              <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
            )}
            {children}
          </div>
          {headerActions && <div className={styles.headerActions}>{headerActions}</div>}
          <Dialog.Close className={styles.close} aria-label="Close">
            <X size={16} aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Remembers what had focus when the dialog opened. A menu item or popover button that opened it
 * is gone by the time it closes, so then the button that opened that menu or popover is used.
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? (controllerOf(active) ?? active) : null;
  }, [open]);
  return opener;
}

/** The button whose `aria-controls` names a menu or popover that `element` sits in, if any. */
function controllerOf(element: HTMLElement): HTMLElement | null {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (!node.id) continue;
    const trigger = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`);
    if (trigger) return trigger;
  }
  return null;
}
