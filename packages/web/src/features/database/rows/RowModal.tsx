import type { Field, Row } from '@cellar/core';
import { ChevronDown, ChevronUp, Plus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from '../../../ui/Modal';
import { FieldFormPopover } from '../fields/form/FieldFormPopover';
import type { FieldFormValues } from '../fields/form/fieldFormValues';
import { cellKey, cellText } from '../fields/fieldValues';
import { fieldUiOf } from '../fields/registry';
import { useCurrentUserId } from './comments/currentUserId';
import { RowActivityPanel } from './RowActivityPanel';
import styles from './rowModal.module.css';

/** Props of the row modal: the row, every field (hidden ones too) in column order, and what to do. */
export interface RowModalProps {
  row: Row | null;
  fields: readonly Field[];
  hiddenIds: ReadonlySet<number>;
  onClose: () => void;
  onSave: (row: Row, field: Field, value: unknown) => void;
  onCreateField: (values: FieldFormValues) => Promise<unknown>;
  /** Where focus goes when the modal closes (the grid). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Shows the row before or after it in the view; absent at either end. */
  onPrevious?: () => void;
  onNext?: () => void;
}

/** 'Enlarge row': the row titled by its primary value, with an input per field and an 'Add field' link, and beside them its comments and history. */
export function RowModal({ row, fields, hiddenIds, onClose, onSave, onCreateField, onCloseAutoFocus, onPrevious, onNext }: RowModalProps) {
  // The pop-up lives inside the modal so the modal's focus trap treats it as its own.
  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const currentUserId = useCurrentUserId();
  // Fields carry their table's id: the side panel needs no other prop.
  const tableId = fields[0]?.table_id;
  const primary = fields.find((field) => field.primary);
  const title = row && primary ? cellText(primary, row[cellKey(primary)]) : '';
  // Leaving the row saves what was typed (inputs save when they lose focus), but never drops an
  // invalid value silently: its input keeps focus, with its message, until it is fixed or undone.
  const leave = (then?: () => void) => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    const invalid = body.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) return invalid.focus();
    then?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    leave(event.key === 'ArrowUp' ? onPrevious : onNext);
  };
  const pager = row && (
    <>
      <button type="button" className={styles.pagerButton} aria-label="Previous row" aria-keyshortcuts="Alt+ArrowUp" disabled={!onPrevious} onClick={() => leave(onPrevious)}>
        <ChevronUp size={16} aria-hidden />
      </button>
      <button type="button" className={styles.pagerButton} aria-label="Next row" aria-keyshortcuts="Alt+ArrowDown" disabled={!onNext} onClick={() => leave(onNext)}>
        <ChevronDown size={16} aria-hidden />
      </button>
    </>
  );
  return (
    <Modal open={row !== null} onOpenChange={(open) => !open && leave(onClose)} title={title || `Row ${row?.id ?? ''}`} onCloseAutoFocus={onCloseAutoFocus} headerActions={pager} wide>
      {row && (
        <div className={styles.layout}>
          <div className={styles.fields} ref={body} onKeyDown={onKeyDown}>
            {fields.map((field) => {
              const { Icon, RowModalInput } = fieldUiOf(field.type);
              const id = `row-${row.id}-field-${field.id}`;
              return (
                <div key={field.id} className={styles.field}>
                  <label htmlFor={id} className={styles.label}>
                    <Icon size={14} aria-hidden />
                    {field.name}
                    {hiddenIds.has(field.id) && <span className={styles.hiddenTag}>hidden</span>}
                  </label>
                  <RowModalInput key={`${row.id}-${field.type}`} id={id} field={field} value={row[cellKey(field)]} onSave={(value) => onSave(row, field, value)} />
                </div>
              );
            })}
            <button type="button" className={styles.addField} onClick={(event) => setAddAnchor(event.currentTarget)}>
              <Plus size={14} aria-hidden />
              Add field
            </button>
            <FieldFormPopover
              target={addAnchor ? { anchor: addAnchor, field: null } : null}
              onClose={() => setAddAnchor(null)}
              onSubmit={async (_field, values) => {
                await onCreateField(values);
                setAddAnchor(null);
              }}
            />
          </div>
          {tableId !== undefined && <RowActivityPanel tableId={tableId} row={row} fields={fields} currentUserId={currentUserId} />}
        </div>
      )}
    </Modal>
  );
}
