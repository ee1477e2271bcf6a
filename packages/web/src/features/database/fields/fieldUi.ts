import type { Field } from '@cellar/core';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/** Props of a cell as the grid shows it when not editing. */
export interface CellProps {
  field: Field;
  value: unknown;
  selected: boolean;
  /**
   * Saves a new value into this very cell without editing it (files dropped on a selected file
   * cell); given while the cell is selected. It stays bound to the cell, so an answer arriving
   * after the selection moved on still lands here.
   */
  onSave?: (value: unknown) => void;
}

/** Props of the in-grid editor: the grid owns the draft text, so clicking away can still save it. */
export interface EditorProps {
  field: Field;
  value: unknown;
  draft: string;
  error: string | null;
  onDraftChange: (text: string) => void;
  /** Saves now, e.g. after picking a date; `text` replaces the draft in the same step. */
  onCommit: (text?: string) => void;
}

/** Props of a field's input in the row modal, which saves on its own. */
export interface RowModalInputProps {
  field: Field;
  value: unknown;
  onSave: (value: unknown) => void;
  /** For the label's htmlFor. */
  id: string;
}

/** Props of a type's settings inside the create/change field pop-up. */
export interface SettingsFormProps {
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  /** The field being changed (null while creating) and the name typed for it: a formula may not name itself. */
  field?: Field | null;
  name?: string;
}

/**
 * How the grid activates a cell: edit text on one line, edit text where Enter is a newline,
 * flip a value without an editor, or set it at once by a digit key (a rating; Enter still edits).
 */
export type EditingKind = 'text' | 'multiline' | 'toggle' | 'digits';

/** The web side of one field type: how it looks and is edited in the grid, the row modal and the field pop-up. */
export interface FieldUi {
  Icon: LucideIcon;
  Cell: ComponentType<CellProps>;
  Editor: ComponentType<EditorProps>;
  RowModalInput: ComponentType<RowModalInputProps>;
  SettingsForm: ComponentType<SettingsFormProps>;
  editing: EditingKind;
}
