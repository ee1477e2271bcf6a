import { Binoculars } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { ComputedCell, ComputedEditor, ComputedRowModalInput } from '../formula/ComputedValue';
import { LookupSettingsForm } from './LookupSettingsForm';

/** Lookup fields in the browser: the linked rows' values as chips, read only. */
export const lookupUi: FieldUi = { Icon: Binoculars, Cell: ComputedCell, Editor: ComputedEditor, RowModalInput: ComputedRowModalInput, SettingsForm: LookupSettingsForm, editing: 'text' };
