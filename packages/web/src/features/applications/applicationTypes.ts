import { applicationTypeNames, applicationTypes as coreApplicationTypes, type ApplicationTypeName } from '@cellar/core';
import type { ApplicationDependents, WebApplicationType } from './applicationType';
import { databaseApplicationType } from './database/databaseApplicationType';

// A complete map over core's type names: registering a type in core fails to compile until it is here.
const webApplicationTypes: Record<ApplicationTypeName, WebApplicationType> = {
  database: databaseApplicationType,
};

/** One application type as the web app knows it: core's type and name plus the web behaviour. */
export type ApplicationTypeEntry = WebApplicationType & { type: ApplicationTypeName; name: string };

/** The registered entry of a type. */
export function applicationType(type: ApplicationTypeName): ApplicationTypeEntry {
  const { name } = coreApplicationTypes[type];
  return { ...webApplicationTypes[type], type, name };
}

/** Every registered type, in registration order, e.g. for the 'Create new' menu. */
export const allApplicationTypes: readonly ApplicationTypeEntry[] = applicationTypeNames.map(applicationType);

/** '1 table', '3 tables'. */
export function countDependents({ singular, plural, names }: ApplicationDependents): string {
  return `${names.length} ${names.length === 1 ? singular : plural}`;
}
