import type { ApplicationTypeName } from '@cellar/core';
import { databaseApplicationType } from '../database/database-application-type.js';
import type { ServerApplicationType } from './server-application-type.js';

/** Every registered application type's server side; `tsc` fails until a new type is added here. */
export const serverApplicationTypes: Record<ApplicationTypeName, ServerApplicationType> = {
  database: databaseApplicationType,
};
