import { emailPattern, phonePattern, urlPattern, type FieldTypeName } from '@cellar/core';
import type { ServerFieldType } from './server-field-type.js';
import { autonumberColumn } from './types/autonumber/autonumber-column.js';
import { booleanColumn } from './types/boolean-column.js';
import { computedColumn } from './types/formula/computed-column.js';
import { systemDateColumn } from './types/system-date/system-date-column.js';
import { systemUserColumn } from './types/system-user/system-user-column.js';
import { dateColumn } from './types/date-column.js';
import { durationColumn } from './types/duration/duration-column.js';
import { fileColumn } from './types/file/file-column.js';
import { linkRowColumn } from './types/link-row/link-row-column.js';
import { multipleSelectColumn } from './types/multiple-select/multiple-select-column.js';
import { numberColumn } from './types/number-column.js';
import { ratingColumn } from './types/rating/rating-column.js';
import { singleSelectColumn } from './types/single-select/single-select-column.js';
import { patternColumn, textColumn } from './types/text-like.js';

/** Every field type's SQL side; a complete map, so `tsc` fails until a new type is added here. */
export const serverFieldTypes: { readonly [K in FieldTypeName]: ServerFieldType<any> } = { // eslint-disable-line @typescript-eslint/no-explicit-any
  text: textColumn,
  long_text: textColumn,
  url: patternColumn(urlPattern),
  email: patternColumn(emailPattern),
  number: numberColumn,
  boolean: booleanColumn,
  date: dateColumn,
  file: fileColumn,
  link_row: linkRowColumn,
  single_select: singleSelectColumn,
  phone_number: patternColumn(phonePattern),
  created_on: systemDateColumn('created_on'),
  last_modified: systemDateColumn('updated_on'),
  created_by: systemUserColumn('created_by'),
  last_modified_by: systemUserColumn('updated_by'),
  autonumber: autonumberColumn,
  multiple_select: multipleSelectColumn,
  rating: ratingColumn,
  duration: durationColumn,
  formula: computedColumn,
  lookup: computedColumn,
  rollup: computedColumn,
  count: computedColumn,
};
