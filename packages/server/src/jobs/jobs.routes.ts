import { jobEndpoints as endpoints } from '@cellar/core';
import type { BindEndpoint } from '../http/bind-endpoint.js';
import type { Services } from '../services.js';

/** Jobs (the reference's current `/api/jobs/` API): a person's own background work. */
export function registerJobRoutes(bind: BindEndpoint, { jobs }: Services): void {
  const id = (value: string | undefined) => Number(value);
  bind(endpoints.listJobs, ({ caller, query }) => jobs.list(caller, query));
  bind(endpoints.getJob, ({ caller, params }) => jobs.get(caller, id(params.job_id)));
  bind(endpoints.cancelJob, ({ caller, params }) => jobs.cancel(caller, id(params.job_id)));
}
