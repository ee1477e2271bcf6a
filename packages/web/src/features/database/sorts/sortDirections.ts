import type { FieldTypeName, ViewSort } from '@cellar/core';
import type { DropdownOption } from '../../../ui/Dropdown';

// How each direction reads for a type, as spreadsheets word it; text-like types (and options, by their text) read A → Z.
const wordings: { readonly [T in FieldTypeName]?: readonly [ascending: string, descending: string] } = {
  number: ['1 → 9', '9 → 1'],
  date: ['1 → 9', '9 → 1'],
  boolean: ['☐ → ☑', '☑ → ☐'],
};

/** The sort panel's two directions for a field of `type`, labelled as fits the type (issue 10, point 3). */
export function sortDirectionChoices(type: FieldTypeName): DropdownOption<ViewSort['order']>[] {
  const [ascending, descending] = wordings[type] ?? ['A → Z', 'Z → A'];
  return [
    { value: 'ASC', label: ascending },
    { value: 'DESC', label: descending },
  ];
}
