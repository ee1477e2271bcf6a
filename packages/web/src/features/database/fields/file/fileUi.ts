import { Paperclip } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { NoSettings } from '../shared/NoSettings';
import { FileCell } from './FileCell';
import { FileEditor } from './FileEditor';
import { FileRowModalInput } from './FileRowModalInput';

/** File fields in the browser: thumbnails in the cell, uploads from the device or a URL, and a preview. */
export const fileUi: FieldUi = { Icon: Paperclip, Cell: FileCell, Editor: FileEditor, RowModalInput: FileRowModalInput, SettingsForm: NoSettings, editing: 'text' };
