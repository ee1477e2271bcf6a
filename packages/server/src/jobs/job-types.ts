import type { ServerJobType } from './job-type.js';
import { exportTableJobType } from '../database/export/export-table.job.js';
import { duplicateApplicationJobType } from '../applications/duplicate/duplicate-application.job.js';
import { duplicateTableJobType } from '../database/tables/duplicate/duplicate-table.job.js';
import { exportApplicationsJobType } from '../applications/import-export/export-applications.job.js';
import { importApplicationsJobType } from '../applications/import-export/import-applications.job.js';
import { emptyTrashJobType } from '../trash/empty-trash/empty-trash.job.js';

/**
 * Every job type the server runs: a folder under the feature it serves, plus a line here. Exports,
 * database import and duplication, emptying the trash and the like each add theirs.
 */
export const serverJobTypes: readonly ServerJobType<unknown, unknown>[] = [
  exportTableJobType,
  duplicateApplicationJobType,
  duplicateTableJobType,
  exportApplicationsJobType,
  importApplicationsJobType,
  emptyTrashJobType,
];
