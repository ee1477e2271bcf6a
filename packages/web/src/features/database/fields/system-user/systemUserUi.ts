import { UserRound } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { ReadOnlyEditor, ReadOnlyRowModalInput } from '../read-only/ReadOnlyParts';
import { NoSettings } from '../shared/NoSettings';
import { UserCell } from './UserCell';

/** created_by and last_modified_by in the browser: a user, read only. */
export const systemUserUi: FieldUi = { Icon: UserRound, Cell: UserCell, Editor: ReadOnlyEditor, RowModalInput: ReadOnlyRowModalInput, SettingsForm: NoSettings, editing: 'text' };
