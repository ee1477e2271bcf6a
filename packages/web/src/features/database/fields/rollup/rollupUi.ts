import { Sigma } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { ComputedCell, ComputedEditor, ComputedRowModalInput } from '../formula/ComputedValue';
import { RollupSettingsForm } from './RollupSettingsForm';

/** Rollup fields in the browser: one value folded from the linked rows, read only. */
export const rollupUi: FieldUi = { Icon: Sigma, Cell: ComputedCell, Editor: ComputedEditor, RowModalInput: ComputedRowModalInput, SettingsForm: RollupSettingsForm, editing: 'text' };
