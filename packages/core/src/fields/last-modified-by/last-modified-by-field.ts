import { systemUserField } from '../system-user/system-user-field.js';

/** Who last changed a row (read only; the row's updated_by system column). */
export const lastModifiedByField = systemUserField('last_modified_by', 'Last modified by', 'user who last changed the row');
