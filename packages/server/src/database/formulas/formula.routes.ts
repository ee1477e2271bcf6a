import { formulaEndpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import type { Services } from '../../services.js';

/** The reference's formula endpoints: typing a formula without saving it. */
export function registerFormulaRoutes(bind: BindEndpoint, { formulas }: Services): void {
  bind(formulaEndpoints.typeFormula, ({ caller, params, body }) => formulas.type(caller, Number(params.table_id), body));
}
