import { z } from 'zod';
import { validationMessages } from '../validation/messages.js';
import { primaryKey } from '../validation/primary-key.js';
import { looseBoolean, requiredText } from '../validation/primitives.js';
import { readTokenPermissions } from './token-permissions.js';
import type { TokenPermissions } from './types.js';

/** Limits of database tokens. */
export const tokenLimits = { nameMaxLength: 100 } as const;

/** A token's `permissions` in a body; a refusal carries the reference's own code (`invalid_key`, …). */
export const tokenPermissionsBody = z.unknown().transform((input, ctx): TokenPermissions => {
  if (input === null) {
    ctx.addIssue({ code: 'custom', message: validationMessages.null, params: { code: 'null' } });
    return z.NEVER;
  }
  const read = readTokenPermissions(input);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: read.problem.message, params: { code: read.problem.code } });
  return z.NEVER;
});

/**
 * POST /api/database/tokens/ — whether the group exists is checked by the service (`does_not_exist`).
 * `permissions` is Cellar's addition (the reference's token starts with every right): a token made
 * with the rights picked in the form never holds more, not even between two requests (issue 38).
 */
export const createTokenRequest = z.object({
  name: requiredText(tokenLimits.nameMaxLength),
  group: primaryKey,
  permissions: tokenPermissionsBody.optional(),
});

/** PATCH /api/database/tokens/:token_id/ — applied in this order: name, permissions, key rotation. */
export const updateTokenRequest = z.object({
  name: requiredText(tokenLimits.nameMaxLength).optional(),
  permissions: tokenPermissionsBody.optional(),
  rotate_key: looseBoolean.optional().default(false),
});
