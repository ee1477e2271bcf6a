import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
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
  children: ReactNode;
}

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Modal({ open, onOpenChange, title, hideTitle, description, sidebar, onCloseAutoFocus, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${sidebar ? styles.withSidebar : ''}`} onCloseAutoFocus={onCloseAutoFocus}>
          {sidebar && <aside className={styles.sidebar}>{sidebar}</aside>}
          <div className={styles.main}>
            <Dialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : (
              <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
            )}
            {children}
          </div>
          <Dialog.Close className={styles.close} aria-label="Close">
            <X size={16} aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
