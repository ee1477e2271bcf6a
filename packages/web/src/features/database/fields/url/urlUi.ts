import { Link } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { InputEditor } from '../shared/InputEditor';
import { UrlCell } from '../shared/linkCells';
import { NoSettings } from '../shared/NoSettings';
import { TextRowModalInput } from '../shared/TextRowModalInput';

/** URL fields in the browser: shown as links that open in a new tab. */
export const urlUi: FieldUi = { Icon: Link, Cell: UrlCell, Editor: InputEditor, RowModalInput: TextRowModalInput, SettingsForm: NoSettings, editing: 'text' };
