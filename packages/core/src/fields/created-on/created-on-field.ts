import { systemDateField } from '../system-date/system-date-field.js';

/** When a row was created (read only; the row's created_on system column). */
export const createdOnField = systemDateField('created_on', 'Created on', 'time the row was created');
