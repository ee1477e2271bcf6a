import { SquareCheck } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { NoSettings } from '../shared/NoSettings';
import { BooleanCell, BooleanEditor } from './BooleanCell';
import { BooleanRowModalInput } from './BooleanRowModalInput';

/** Boolean fields in the browser: a checkbox that flips when activated. */
export const booleanUi: FieldUi = { Icon: SquareCheck, Cell: BooleanCell, Editor: BooleanEditor, RowModalInput: BooleanRowModalInput, SettingsForm: NoSettings, editing: 'toggle' };
