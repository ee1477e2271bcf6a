import type { Field } from '@cellar/core';
import { sameValue, typedError, typedValue } from '../../fields/fieldValues';

/** What finishing an edit does: nothing (unchanged), refuse (invalid, with the message), or save a value. */
export type CommitDecision = { type: 'unchanged' } | { type: 'invalid'; error: string } | { type: 'save'; value: unknown };

/** Decides on an edit with the type's own rules from core, so the browser and server agree. */
export function decideCommit(field: Field, current: unknown, draft: string): CommitDecision {
  const error = typedError(field, draft);
  if (error) return { type: 'invalid', error };
  const value = typedValue(field, draft);
  return sameValue(value, current) ? { type: 'unchanged' } : { type: 'save', value };
}
