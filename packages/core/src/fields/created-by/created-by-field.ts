import { systemUserField } from '../system-user/system-user-field.js';

/** Who created a row (read only; the row's created_by system column). */
export const createdByField = systemUserField('created_by', 'Created by', 'user who created the row');
