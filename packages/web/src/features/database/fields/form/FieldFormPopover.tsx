import type { Field } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { useMemo } from 'react';
import { keepOpenForExpandedCombobox } from '../../../../ui/keepOpenForExpandedCombobox';
import { FieldForm } from './FieldForm';
import type { FieldFormValues } from './fieldFormValues';
import styles from './fieldForm.module.css';

/** Which field pop-up is open: creating, or changing a field, next to the element it was opened from. */
export type FieldFormTarget = { anchor: HTMLElement; field: Field | null };

/** Props of the field pop-up: where it is open, what to do with the form, and where focus goes when it closes. */
export interface FieldFormPopoverProps {
  target: FieldFormTarget | null;
  onClose: () => void;
  onSubmit: (field: Field | null, values: FieldFormValues) => Promise<void>;
  onCloseAutoFocus?: (event: Event) => void;
  /** Offered in the form when adding a unique rule was refused over duplicates: shows their rows. */
  onShowDuplicates?: (field: Field, values: string[]) => void;
}

/** The create field / change field pop-up of spec §2, hanging below its header or link. */
export function FieldFormPopover({ target, onClose, onSubmit, onCloseAutoFocus, onShowDuplicates }: FieldFormPopoverProps) {
  const anchor = useMemo(() => ({ current: target?.anchor ?? null }), [target]);
  return (
    <Popover.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={12}
          aria-label={target?.field ? 'Change field' : 'Create field'}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={keepOpenForExpandedCombobox}
        >
          {target && (
            <FieldForm
              key={target.field?.id ?? 'new'}
              field={target.field}
              onCancel={onClose}
              onSubmit={(values) => onSubmit(target.field, values)}
              {...(onShowDuplicates ? { onShowDuplicates } : {})}
            />
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
