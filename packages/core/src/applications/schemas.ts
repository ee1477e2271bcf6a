import { z } from 'zod';
import { requiredText } from '../validation/primitives.js';
import { applicationTypeNames } from './application-types.js';

/** Limits of applications. */
export const applicationLimits = { nameMaxLength: 50 } as const;

/** POST /api/applications/group/:group_id/ */
export const createApplicationRequest = z.object({
  name: requiredText(applicationLimits.nameMaxLength),
  type: z.enum(applicationTypeNames),
});

/** PATCH /api/applications/:application_id/ — the type cannot change. */
export const updateApplicationRequest = z.object({ name: requiredText(applicationLimits.nameMaxLength) });
