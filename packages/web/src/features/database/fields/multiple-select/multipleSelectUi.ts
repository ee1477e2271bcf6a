import { ListChecks } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { SingleSelectSettingsForm } from '../single-select/SingleSelectSettingsForm';
import { MultipleSelectCell } from './MultipleSelectCell';
import { MultipleSelectEditor } from './MultipleSelectEditor';
import { MultipleSelectRowModalInput } from './MultipleSelectRowModalInput';

/** Multiple select fields in the browser: chips, picked and removed in a searchable list that can create options; the single select's options editor. */
export const multipleSelectUi: FieldUi = {
  Icon: ListChecks,
  Cell: MultipleSelectCell,
  Editor: MultipleSelectEditor,
  RowModalInput: MultipleSelectRowModalInput,
  SettingsForm: SingleSelectSettingsForm,
  editing: 'text',
};
