import { Calendar } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { TextCell } from '../shared/TextCell';
import { DateEditor } from './DateEditor';
import { DateRowModalInput } from './DateRowModalInput';
import { DateSettingsForm } from './DateSettingsForm';

/** Date fields in the browser: typed in the field's format or picked from a calendar. */
export const dateUi: FieldUi = { Icon: Calendar, Cell: TextCell, Editor: DateEditor, RowModalInput: DateRowModalInput, SettingsForm: DateSettingsForm, editing: 'text' };
