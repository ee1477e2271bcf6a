import { z } from 'zod';
import { endpoint, serviceCheckedBody } from '../api/endpoint.js';
import type { ComputedDisplayOptions } from '../fields/formula/computed-options.js';
import { formulaLimits } from './formula.js';

/** What the type endpoint is asked: a formula and the name of the field it is for (naming itself is a self reference). */
export const typeFormulaRequest = z.object({
  formula: z.string().max(formulaLimits.maxLength),
  name: z.string().max(255),
});

/** What a formula would be, without saving it: the reference's TypeFormulaResultSerializer (the formula, its result type and display options, its error). */
export type TypeFormulaResult = { formula: string } & ComputedDisplayOptions;

/** The reference's formula endpoints (api/formula/urls.py). */
export const formulaEndpoints = {
  // Membership is checked before the body, as every write of Cellar's does: an outsider learns nothing of the table's fields.
  typeFormula: endpoint<TypeFormulaResult>()({
    method: 'POST',
    path: '/api/database/formula/:table_id/type/',
    access: 'user',
    body: serviceCheckedBody<z.input<typeof typeFormulaRequest>>(
      '`formula`: the formula as people write it (at most 10,000 characters); `name`: the name of the field it is for. Answers its `formula_type`, display options and `error`, saving nothing.',
    ),
    errors: ['ERROR_TABLE_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_REQUEST_BODY_VALIDATION', 'ERROR_WITH_FORMULA', 'ERROR_FIELD_SELF_REFERENCE', 'ERROR_TOO_DEEPLY_NESTED_FORMULA'],
  }),
} as const;
