import { Hash } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { NumberEditor } from '../shared/InputEditor';
import { NumberCell } from '../shared/TextCell';
import { TextRowModalInput } from '../shared/TextRowModalInput';
import { NumberSettingsForm } from './NumberSettingsForm';

/** Number fields in the browser: right-aligned, with their type and places as settings. */
export const numberUi: FieldUi = { Icon: Hash, Cell: NumberCell, Editor: NumberEditor, RowModalInput: TextRowModalInput, SettingsForm: NumberSettingsForm, editing: 'text' };
