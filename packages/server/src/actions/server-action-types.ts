import type { AnyServerActionType } from './server-action-type.js';

// One line per action type (a folder each). The order is irrelevant; a type's name is unique.
const all: AnyServerActionType[] = [];

const byName = new Map(all.map((type) => [type.type, type]));

/** The action type named `name`, or undefined for a name no longer known (an action recorded by an older version). */
export function actionType(name: string): AnyServerActionType | undefined {
  return byName.get(name);
}
