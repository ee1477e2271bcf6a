import { Link2 } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { LinkRowCell } from './LinkRowCell';
import { LinkRowEditor } from './LinkRowEditor';
import { LinkRowRowModalInput } from './LinkRowRowModalInput';
import { LinkRowSettingsForm } from './LinkRowSettingsForm';

/** Link fields in the browser: chips of the linked rows, added from the row selection modal. */
export const linkRowUi: FieldUi = {
  Icon: Link2,
  Cell: LinkRowCell,
  Editor: LinkRowEditor,
  RowModalInput: LinkRowRowModalInput,
  SettingsForm: LinkRowSettingsForm,
  editing: 'text',
};
