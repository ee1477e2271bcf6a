import { tableOperations } from '../api/endpoint.js';
import { maxRecordId } from '../validation/primitives.js';
import type { TokenPermissions, TokenPermissionValue, TokenScope } from './types.js';

/** Why a `permissions` value was refused, with the reference's code and wording (contract §12). */
export interface TokenPermissionsProblem {
  code: 'invalid_key' | 'invalid_value' | 'invalid_instance_type';
  message: string;
}

/** The messages of a refused `permissions` value, worded as the reference words them. */
export const tokenPermissionsMessages = {
  invalid_key: 'Only create, read, update and delete keys are allowed.',
  invalid_value: 'The permission value should either be a boolean or a list containing the database or table.',
  invalid_instance_type: 'The instance type can only be a database or table.',
} as const;

const problem = (code: TokenPermissionsProblem['code']): TokenPermissionsProblem => ({ code, message: tokenPermissionsMessages[code] });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A pair's id is a stored record id; anything else (a bool, a fraction, a number no row can have) names nothing.
function isScopeId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value <= maxRecordId;
}

function readValue(value: unknown): TokenPermissionValue | TokenPermissionsProblem {
  if (typeof value === 'boolean') return value;
  if (!Array.isArray(value)) return problem('invalid_value');
  const scopes: TokenScope[] = [];
  for (const item of value as unknown[]) {
    if (!Array.isArray(item) || item.length !== 2 || typeof item[0] !== 'string' || !isScopeId(item[1])) return problem('invalid_value');
    const [type, id] = item as [string, number];
    if (type !== 'database' && type !== 'table') return problem('invalid_instance_type');
    scopes.push([type, id]);
  }
  return scopes;
}

/**
 * Reads a token's `permissions` as PATCH takes them: exactly the keys create, read, update and
 * delete, each a boolean or a list of `["database" | "table", id]` pairs. Whether the ids exist
 * and belong to the token's group is the server's to check.
 */
export function readTokenPermissions(input: unknown): { ok: true; value: TokenPermissions } | { ok: false; problem: TokenPermissionsProblem } {
  if (!isPlainObject(input)) return { ok: false, problem: problem('invalid_key') };
  const keys = Object.keys(input);
  if (keys.length !== tableOperations.length || !keys.every((key) => (tableOperations as readonly string[]).includes(key))) {
    return { ok: false, problem: problem('invalid_key') };
  }
  const permissions: Partial<TokenPermissions> = {};
  for (const operation of tableOperations) {
    const value = readValue(input[operation]);
    if (typeof value === 'object' && !Array.isArray(value)) return { ok: false, problem: value };
    permissions[operation] = value;
  }
  return { ok: true, value: permissions as TokenPermissions };
}
