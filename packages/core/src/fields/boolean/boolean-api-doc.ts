import type { CellApiDoc } from '../field-type.js';

/** How the API documentation describes a boolean cell: never null (contract §9.4). */
export const booleanApiDoc: CellApiDoc<object> = {
  accepts: () => 'true or false (also "true"/"false", "1"/"0", "yes"/"no", "on"/"off"); null is refused.',
  responseSchema: () => ({ type: 'boolean' }),
  requestSchema: () => ({ type: ['boolean', 'string', 'integer'] }),
  example: () => ({ response: true, request: true }),
};
