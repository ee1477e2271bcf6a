import { Hash } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { ReadOnlyEditor, ReadOnlyRowModalInput } from '../read-only/ReadOnlyParts';
import { NoSettings } from '../shared/NoSettings';
import { NumberCell } from '../shared/TextCell';

/** Autonumber in the browser: the row's number, right-aligned, read only. */
export const autonumberUi: FieldUi = { Icon: Hash, Cell: NumberCell, Editor: ReadOnlyEditor, RowModalInput: ReadOnlyRowModalInput, SettingsForm: NoSettings, editing: 'text' };
