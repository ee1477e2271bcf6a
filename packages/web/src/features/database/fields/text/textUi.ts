import { Type } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { InputEditor } from '../shared/InputEditor';
import { TextCell } from '../shared/TextCell';
import { TextRowModalInput } from '../shared/TextRowModalInput';
import { TextSettingsForm } from './TextSettingsForm';

/** Single line text in the browser. */
export const textUi: FieldUi = { Icon: Type, Cell: TextCell, Editor: InputEditor, RowModalInput: TextRowModalInput, SettingsForm: TextSettingsForm, editing: 'text' };
