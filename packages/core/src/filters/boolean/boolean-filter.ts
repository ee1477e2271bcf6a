import { isTruthyText } from '../../fields/boolean/boolean-field.js';
import { defineFilterType } from '../filter-type.js';

/**
 * `boolean`: the checkbox is the value read as the paste rule reads it (y, t, o, yes, true, on, 1;
 * anything else, even nothing, is false). Never ignored; an empty box is unticked.
 */
export const booleanFilter = defineFilterType<boolean>({
  type: 'boolean',
  compatibleFieldTypes: ['boolean'],
  parseValue: (raw) => ({ ignored: false, value: isTruthyText(raw) }),
  matches: (cell, value) => (cell === true) === value,
});
