import { exportEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../../http/bind-endpoint.js';
import type { Services } from '../../services.js';

/** Exporting a table or a view to a file (the reference's database export API). */
export function registerExportRoutes(bind: BindEndpoint, { tableExport }: Services): void {
  const id = (value: string | undefined) => Number(value);
  bind(endpoints.exportTable, ({ caller, params, body }) => tableExport.exportTable(caller, id(params.table_id), body));
  bind(endpoints.getExportJob, ({ caller, params }) => tableExport.get(caller, id(params.job_id)));
}
