import { constrainableFieldTypes, defineFieldConstraint } from '../constraint-type.js';

/**
 * `unique_with_empty`: no two rows hold the same value, while any number may be empty (null, and
 * "" for text-like types), as Baserow's constraint of that name. Only the database can see a
 * duplicate, so it has no `refuseValue`.
 */
export const uniqueConstraint = defineFieldConstraint({
  typeName: 'unique_with_empty',
  label: 'Unique',
  description: 'No two rows may hold the same value; empty cells do not count as duplicates.',
  compatibleFieldTypes: constrainableFieldTypes,
  allowsDefaultValue: false,
});
