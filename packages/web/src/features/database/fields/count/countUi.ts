import { ListOrdered } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { ComputedCell, ComputedEditor, ComputedRowModalInput } from '../formula/ComputedValue';
import { CountSettingsForm } from './CountSettingsForm';

/** Count fields in the browser: the number of linked rows, read only. */
export const countUi: FieldUi = { Icon: ListOrdered, Cell: ComputedCell, Editor: ComputedEditor, RowModalInput: ComputedRowModalInput, SettingsForm: CountSettingsForm, editing: 'text' };
