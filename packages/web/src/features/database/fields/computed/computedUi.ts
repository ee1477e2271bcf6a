import { Sigma } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { ReadOnlyEditor, ReadOnlyRowModalInput } from '../read-only/ReadOnlyParts';
import { NoSettings } from '../shared/NoSettings';
import { TextCell } from '../shared/TextCell';

/**
 * Formula, lookup, rollup and count in the browser, for now: the value as text (core's display by
 * result type), read only, no settings yet (the formula editor and the lookup pickers come next).
 */
export const computedUi: FieldUi = { Icon: Sigma, Cell: TextCell, Editor: ReadOnlyEditor, RowModalInput: ReadOnlyRowModalInput, SettingsForm: NoSettings, editing: 'text' };
