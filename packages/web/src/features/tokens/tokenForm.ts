import { checkRequired, tableOperations, tokenLimits, type FormErrors, type TableOperation, type TokenPermissions } from '@cellar/core';

/** The create-token form (spec §3 "Token form"): a name, and the id of one of the user's groups as text. */
export interface TokenForm {
  name: string;
  group: string;
}

/** Both fields are required; the name's limit is the one the server applies. */
export function validateTokenForm(form: TokenForm): FormErrors<keyof TokenForm> {
  const errors: FormErrors<keyof TokenForm> = {};
  const name = checkRequired(form.name) ?? (form.name.trim().length > tokenLimits.nameMaxLength ? `The name can be at most ${tokenLimits.nameMaxLength} characters long.` : null);
  const group = checkRequired(form.group);
  if (name) errors.name = name;
  if (group) errors.group = group;
  return errors;
}

/** The rights a new token starts with unless the person picks others: reading only, the least that is still useful. */
export const defaultTokenRights: ReadonlySet<TableOperation> = new Set<TableOperation>(['read']);

/** The picked operations as the API's four rights: each one over every table of the group, or none. */
export function permissionsOf(rights: ReadonlySet<TableOperation>): TokenPermissions {
  return Object.fromEntries(tableOperations.map((operation) => [operation, rights.has(operation)])) as TokenPermissions;
}
