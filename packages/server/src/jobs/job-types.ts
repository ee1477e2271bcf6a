import type { ServerJobType } from './job-type.js';

/**
 * Every job type the server runs: a folder under the feature it serves, plus a line here. Exports,
 * database import and duplication, and the like each add theirs.
 */
export const serverJobTypes: readonly ServerJobType<never, never>[] = [];
