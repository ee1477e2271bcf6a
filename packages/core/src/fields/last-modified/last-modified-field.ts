import { systemDateField } from '../system-date/system-date-field.js';

/** When a row was last changed (read only; the row's updated_on system column). */
export const lastModifiedField = systemDateField('last_modified', 'Last modified', 'time the row was last changed');
