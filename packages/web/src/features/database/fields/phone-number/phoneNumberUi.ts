import { Phone } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { InputEditor } from '../shared/InputEditor';
import { PhoneCell } from '../shared/linkCells';
import { NoSettings } from '../shared/NoSettings';
import { TextRowModalInput } from '../shared/TextRowModalInput';

/** Phone number fields in the browser: shown as tel: links. */
export const phoneNumberUi: FieldUi = { Icon: Phone, Cell: PhoneCell, Editor: InputEditor, RowModalInput: TextRowModalInput, SettingsForm: NoSettings, editing: 'text' };
