import { isEmptyCell } from '../../../filters/empty/empty-filter.js';
import { constrainableFieldTypes, defineFieldConstraint } from '../constraint-type.js';

/** The reason an empty value is refused under `required`, in the cell editor and the API alike. */
export const requiredMessage = 'This field is required: it cannot be empty.';

/**
 * `required` (Cellar's own; Baserow has no such constraint): no cell may be empty, as the `empty`
 * filter counts emptiness (null, "").
 */
export const requiredConstraint = defineFieldConstraint({
  typeName: 'required',
  label: 'Required',
  description: 'Every row must have a value; an empty value (null or "") is refused.',
  compatibleFieldTypes: constrainableFieldTypes,
  allowsDefaultValue: true,
  refuseValue: (value) => (isEmptyCell(value) ? requiredMessage : null),
});
