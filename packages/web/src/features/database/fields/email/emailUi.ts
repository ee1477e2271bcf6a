import { AtSign } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { InputEditor } from '../shared/InputEditor';
import { EmailCell } from '../shared/linkCells';
import { NoSettings } from '../shared/NoSettings';
import { TextRowModalInput } from '../shared/TextRowModalInput';

/** E-mail fields in the browser: shown as mailto links. */
export const emailUi: FieldUi = { Icon: AtSign, Cell: EmailCell, Editor: InputEditor, RowModalInput: TextRowModalInput, SettingsForm: NoSettings, editing: 'text' };
