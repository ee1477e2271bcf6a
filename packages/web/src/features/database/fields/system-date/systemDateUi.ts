import { CalendarClock } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { ReadOnlyEditor, ReadOnlyRowModalInput } from '../read-only/ReadOnlyParts';
import { TextCell } from '../shared/TextCell';
import { SystemDateSettingsForm } from './SystemDateSettingsForm';

/** created_on and last_modified in the browser: a date formatted like the date field's, read only. */
export const systemDateUi: FieldUi = { Icon: CalendarClock, Cell: TextCell, Editor: ReadOnlyEditor, RowModalInput: ReadOnlyRowModalInput, SettingsForm: SystemDateSettingsForm, editing: 'text' };
