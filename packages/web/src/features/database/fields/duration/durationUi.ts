import { Timer } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { RightAlignedEditor } from '../shared/InputEditor';
import { NumberCell } from '../shared/TextCell';
import { TextRowModalInput } from '../shared/TextRowModalInput';
import { DurationSettingsForm } from './DurationSettingsForm';

/** Duration fields in the browser: right-aligned text in the field's format, typed as "1:30", "1d 2h" or a number of the format's smallest unit. */
export const durationUi: FieldUi = { Icon: Timer, Cell: NumberCell, Editor: RightAlignedEditor, RowModalInput: TextRowModalInput, SettingsForm: DurationSettingsForm, editing: 'text' };
