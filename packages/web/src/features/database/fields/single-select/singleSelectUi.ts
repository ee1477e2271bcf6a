import { CircleChevronDown } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { SingleSelectCell } from './SingleSelectCell';
import { SingleSelectEditor } from './SingleSelectEditor';
import { SingleSelectRowModalInput } from './SingleSelectRowModalInput';
import { SingleSelectSettingsForm } from './SingleSelectSettingsForm';

/** Single select fields in the browser: coloured option badges, picked from a searchable list that can create options. */
export const singleSelectUi: FieldUi = {
  Icon: CircleChevronDown,
  Cell: SingleSelectCell,
  Editor: SingleSelectEditor,
  RowModalInput: SingleSelectRowModalInput,
  SettingsForm: SingleSelectSettingsForm,
  editing: 'text',
};
