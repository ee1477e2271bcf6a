import type { AnyFieldType, FieldTypeName } from './field-type.js';
import { autonumberField } from './autonumber/autonumber-field.js';
import { booleanField } from './boolean/boolean-field.js';
import { countField } from './count/count-field.js';
import { createdByField } from './created-by/created-by-field.js';
import { createdOnField } from './created-on/created-on-field.js';
import { lastModifiedByField } from './last-modified-by/last-modified-by-field.js';
import { lastModifiedField } from './last-modified/last-modified-field.js';
import { dateField } from './date/date-field.js';
import { durationField } from './duration/duration-field.js';
import { emailField } from './email/email-field.js';
import { fileField } from './file/file-field.js';
import { formulaField } from './formula/formula-field.js';
import { linkRowField } from './link-row/link-row-field.js';
import { longTextField } from './long-text/long-text-field.js';
import { lookupField } from './lookup/lookup-field.js';
import { multipleSelectField } from './multiple-select/multiple-select-field.js';
import { numberField } from './number/number-field.js';
import { phoneNumberField } from './phone-number/phone-number-field.js';
import { ratingField } from './rating/rating-field.js';
import { rollupField } from './rollup/rollup-field.js';
import { singleSelectField } from './single-select/single-select-field.js';
import { textField } from './text/text-field.js';
import { urlField } from './url/url-field.js';

/** Every field type by name; a complete map, so a new name in fieldTypeNames fails to compile until it is here. */
export const fieldTypes: { readonly [K in FieldTypeName]: AnyFieldType } = {
  text: textField,
  long_text: longTextField,
  url: urlField,
  email: emailField,
  number: numberField,
  boolean: booleanField,
  date: dateField,
  link_row: linkRowField,
  file: fileField,
  single_select: singleSelectField,
  phone_number: phoneNumberField,
  created_on: createdOnField,
  last_modified: lastModifiedField,
  created_by: createdByField,
  last_modified_by: lastModifiedByField,
  autonumber: autonumberField,
  multiple_select: multipleSelectField,
  rating: ratingField,
  duration: durationField,
  formula: formulaField,
  lookup: lookupField,
  rollup: rollupField,
  count: countField,
};

/** The definition of a field type. */
export function fieldTypeOf(type: FieldTypeName): AnyFieldType {
  return fieldTypes[type];
}
