import { AlignLeft } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { NoSettings } from '../shared/NoSettings';
import { LongTextCell } from './LongTextCell';
import { LongTextEditor } from './LongTextEditor';
import { LongTextRowModalInput } from './LongTextRowModalInput';

/** Long text in the browser: Enter makes a new line instead of saving. */
export const longTextUi: FieldUi = { Icon: AlignLeft, Cell: LongTextCell, Editor: LongTextEditor, RowModalInput: LongTextRowModalInput, SettingsForm: NoSettings, editing: 'multiline' };
