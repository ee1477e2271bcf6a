import { formMessages } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, ChevronUp, GripVertical, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { errorAttributes, FieldError } from '../../../../ui/FieldError';
import { ColorPalette } from './ColorPalette';
import type { OptionDraft } from './optionDrafts';
import { colorClass, colorName } from './selectColors';
import styles from './optionsEditor.module.css';

/** Props of one option in the options editor. */
export interface OptionRowProps {
  draft: OptionDraft;
  index: number;
  count: number;
  /** Whether to show a missing value as an error (after it was left, or on submit). */
  showErrors: boolean;
  onChange: (change: Partial<Pick<OptionDraft, 'value' | 'color'>>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onLeave: () => void;
  /** Drag and drop: this row starts a drag, or a dragged row is dropped on it. */
  onDragStart: () => void;
  onDrop: () => void;
}

/** One option: drag handle, colour (opening the palette), value, move up/down and delete. */
export function OptionRow({ draft, index, count, showErrors, onChange, onMove, onRemove, onLeave, onDragStart, onDrop }: OptionRowProps) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [dropTarget, setDropTarget] = useState(false);
  const name = draft.value.trim() === '' ? `option ${index + 1}` : draft.value;
  const error = showErrors && draft.value.trim() === '' ? formMessages.required : null;
  const errorId = `${draft.key}-error`;
  const startDrag = (event: DragEvent<HTMLSpanElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', draft.value);
    const row = event.currentTarget.closest('li');
    if (row) event.dataTransfer.setDragImage(row, 12, 16);
    onDragStart();
  };
  return (
    <li
      className={`${styles.row} ${dropTarget ? styles.dropTarget : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropTarget(false);
        onDrop();
      }}
    >
      <div className={styles.line}>
        <span className={styles.grip} draggable onDragStart={startDrag} title="Drag to reorder" aria-hidden>
          <GripVertical size={14} />
        </span>
        <Popover.Root open={paletteOpen} onOpenChange={setPaletteOpen}>
          <Popover.Trigger className={styles.colorButton} aria-label={`Colour of ${name}: ${colorName(draft.color)}`}>
            <span className={`${styles.swatch} ${colorClass(draft.color)}`} />
            <ChevronDown size={12} aria-hidden />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className={styles.palettePopover}
              side="bottom"
              align="start"
              sideOffset={4}
              collisionPadding={8}
              aria-label={`Colour of ${name}`}
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <ColorPalette
                value={draft.color}
                onPick={(color) => {
                  onChange({ color });
                  setPaletteOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        <input
          className={styles.value}
          value={draft.value}
          maxLength={255}
          placeholder="Value"
          aria-label={`Value of option ${index + 1}`}
          {...errorAttributes(error, errorId)}
          data-option-key={draft.key}
          onChange={(event) => onChange({ value: event.target.value })}
          onBlur={onLeave}
        />
        <span className={styles.moves}>
          {/* aria-disabled rather than disabled: a button that moved to the end keeps its focus. */}
          <button type="button" className={styles.moveButton} aria-label={`Move ${name} up`} aria-disabled={index === 0} onClick={() => index > 0 && onMove(index - 1)}>
            <ChevronUp size={14} aria-hidden />
          </button>
          <button
            type="button"
            className={styles.moveButton}
            aria-label={`Move ${name} down`}
            aria-disabled={index === count - 1}
            onClick={() => index < count - 1 && onMove(index + 1)}
          >
            <ChevronDown size={14} aria-hidden />
          </button>
        </span>
        <button type="button" className={styles.removeButton} aria-label={`Delete ${name}`} onClick={onRemove}>
          <X size={14} aria-hidden />
        </button>
      </div>
      <FieldError id={errorId} error={error} className={styles.error} />
    </li>
  );
}
