import { rowActionTypes } from '../database/rows/actions/row-action-types.js';
import { objectActionTypes } from '../database/object-action-types.js';
import { rowCommentActionTypes } from '../database/row-comments/actions/row-comment-action-types.js';
import type { AnyServerActionType } from './server-action-type.js';

// One line per action type (a folder each). The order is irrelevant; a type's name is unique.
const all: AnyServerActionType[] = [...rowActionTypes, ...objectActionTypes, ...rowCommentActionTypes];

const byName = new Map(all.map((type) => [type.type, type]));

/**
 * Adds an action type defined outside the list above: tests register small types of their own.
 * A name already taken is refused, so a test cannot shadow a real type.
 */
export function registerActionType(type: AnyServerActionType): void {
  if (byName.has(type.type)) throw new Error(`The action type "${type.type}" is already registered.`);
  byName.set(type.type, type);
}

/** The action type named `name`, or undefined for a name no longer known (an action recorded by an older version). */
export function actionType(name: string): AnyServerActionType | undefined {
  return byName.get(name);
}
