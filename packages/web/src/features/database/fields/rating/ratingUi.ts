import { Star } from 'lucide-react';
import type { FieldUi } from '../fieldUi';
import { RightAlignedEditor } from '../shared/InputEditor';
import { RatingCell } from './RatingCell';
import { RatingRowModalInput } from './RatingRowModalInput';
import { RatingSettingsForm } from './RatingSettingsForm';

/** Rating fields in the browser: symbols set by a click or a digit key; Enter opens a number editor. */
export const ratingUi: FieldUi = { Icon: Star, Cell: RatingCell, Editor: RightAlignedEditor, RowModalInput: RatingRowModalInput, SettingsForm: RatingSettingsForm, editing: 'digits' };
