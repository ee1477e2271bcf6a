import type { FieldTypeName } from '@cellar/core';
import { autonumberUi } from './autonumber/autonumberUi';
import { booleanUi } from './boolean/booleanUi';
import { countUi } from './count/countUi';
import { dateUi } from './date/dateUi';
import { durationUi } from './duration/durationUi';
import { emailUi } from './email/emailUi';
import { fileUi } from './file/fileUi';
import { formulaUi } from './formula/formulaUi';
import type { FieldUi } from './fieldUi';
import { linkRowUi } from './link-row/linkRowUi';
import { longTextUi } from './long-text/longTextUi';
import { lookupUi } from './lookup/lookupUi';
import { multipleSelectUi } from './multiple-select/multipleSelectUi';
import { numberUi } from './number/numberUi';
import { phoneNumberUi } from './phone-number/phoneNumberUi';
import { ratingUi } from './rating/ratingUi';
import { rollupUi } from './rollup/rollupUi';
import { singleSelectUi } from './single-select/singleSelectUi';
import { systemDateUi } from './system-date/systemDateUi';
import { systemUserUi } from './system-user/systemUserUi';
import { textUi } from './text/textUi';
import { urlUi } from './url/urlUi';

/** Every field type's browser side; a complete map, so a new type fails to compile until it is here. */
export const fieldUis: { readonly [K in FieldTypeName]: FieldUi } = {
  text: textUi,
  long_text: longTextUi,
  url: urlUi,
  email: emailUi,
  number: numberUi,
  boolean: booleanUi,
  date: dateUi,
  file: fileUi,
  link_row: linkRowUi,
  single_select: singleSelectUi,
  phone_number: phoneNumberUi,
  created_on: systemDateUi,
  last_modified: systemDateUi,
  created_by: systemUserUi,
  last_modified_by: systemUserUi,
  autonumber: autonumberUi,
  multiple_select: multipleSelectUi,
  rating: ratingUi,
  duration: durationUi,
  formula: formulaUi,
  lookup: lookupUi,
  rollup: rollupUi,
  count: countUi,
};

/** The browser side of a field type. */
export function fieldUiOf(type: FieldTypeName): FieldUi {
  return fieldUis[type];
}
