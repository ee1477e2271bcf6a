import { SquareFunction } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { ComputedCell, ComputedEditor, ComputedRowModalInput } from './ComputedValue';
import { FormulaSettingsForm } from './FormulaSettingsForm';

/** Formula fields in the browser: shown by their result type, read only, set up in the formula editor. */
export const formulaUi: FieldUi = { Icon: SquareFunction, Cell: ComputedCell, Editor: ComputedEditor, RowModalInput: ComputedRowModalInput, SettingsForm: FormulaSettingsForm, editing: 'text' };
