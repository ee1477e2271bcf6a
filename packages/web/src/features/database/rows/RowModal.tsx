import type { Field, Row } from '@cellar/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { FieldFormPopover } from '../fields/form/FieldFormPopover';
import type { FieldFormValues } from '../fields/form/fieldFormValues';
import { cellKey, cellText } from '../fields/fieldValues';
import { fieldUiOf } from '../fields/registry';
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
}

/** 'Enlarge row': the row titled by its primary value, with an input per field and an 'add field' link. */
export function RowModal({ row, fields, hiddenIds, onClose, onSave, onCreateField, onCloseAutoFocus }: RowModalProps) {
  // The pop-up lives inside the modal so the modal's focus trap treats it as its own.
  const [addAnchor, setAddAnchor] = useState<HTMLElement | null>(null);
  const primary = fields.find((field) => field.primary);
  const title = row && primary ? cellText(primary, row[cellKey(primary)]) : '';
  return (
    <Modal open={row !== null} onOpenChange={(open) => !open && onClose()} title={title || `Row ${row?.id ?? ''}`} onCloseAutoFocus={onCloseAutoFocus}>
      {row && (
        <div className={styles.fields}>
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
                <RowModalInput key={field.type} id={id} field={field} value={row[cellKey(field)]} onSave={(value) => onSave(row, field, value)} />
              </div>
            );
          })}
          <button type="button" className={styles.addField} onClick={(event) => setAddAnchor(event.currentTarget)}>
            <Plus size={14} aria-hidden />
            add field
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
      )}
    </Modal>
  );
}
