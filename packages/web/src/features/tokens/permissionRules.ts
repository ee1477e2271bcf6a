import type { TokenPermissionValue, TokenScope } from '@cellar/core';

/**
 * The rules behind a token card's switches (spec §4 "API token"), as plain functions over one
 * operation's value in the forms of contract §12: `true` (every table of the group), `false`
 * (none) or a list of `["database" | "table", id]` pairs. Only the web needs them: the server
 * stores whatever list it is sent.
 *
 * Lists are never collapsed into `true`, nor a database's full set of tables into its database
 * entry: `true` also covers databases made later, and a database entry tables made later, so
 * listing every one that exists today is a narrower grant. A click on the operation switch
 * gives `true` back.
 */

/** How much of something an operation reaches: all of it with its children, some children, or nothing. */
export type PermissionState = 'all' | 'some' | 'none';

/** A database of the token's group with its tables, as the card lists them. */
export interface PermissionDatabase {
  id: number;
  tables: readonly { id: number }[];
}

const names = (type: TokenScope[0], id: number) => (scope: TokenScope) => scope[0] === type && scope[1] === id;

/** The grant as a list; `true` becomes one entry per database so a single one can then be taken out. */
function asList(value: TokenPermissionValue, databases: readonly PermissionDatabase[]): TokenScope[] {
  if (value === true) return databases.map((database): TokenScope => ['database', database.id]);
  return value === false ? [] : [...value];
}

/** An empty list grants nothing, and the API answers it as `false`; say so at once. */
function fromList(scopes: TokenScope[]): TokenPermissionValue {
  return scopes.length === 0 ? false : scopes;
}

/** How the operation's own switch reads: fully on only for `true`, partly for any listed database or table. */
export function operationState(value: TokenPermissionValue): PermissionState {
  if (value === true) return 'all';
  return value === false || value.length === 0 ? 'none' : 'some';
}

/** How a database's switch reads: on with all its tables, on for some of its tables, or off. */
export function databaseState(value: TokenPermissionValue, database: PermissionDatabase): PermissionState {
  if (value === true) return 'all';
  if (value === false) return 'none';
  if (value.some(names('database', database.id))) return 'all';
  return database.tables.some((table) => value.some(names('table', table.id))) ? 'some' : 'none';
}

/** Whether a table's checkbox is ticked: through `true`, its database's entry or its own. */
export function isTableGranted(value: TokenPermissionValue, databaseId: number, tableId: number): boolean {
  if (typeof value === 'boolean') return value;
  return value.some(names('database', databaseId)) || value.some(names('table', tableId));
}

/** What a click on the operation's switch makes of it: fully on turns off, off or partly on turns fully on. */
export function toggleOperation(value: TokenPermissionValue): TokenPermissionValue {
  return operationState(value) !== 'all';
}

/**
 * A database's switch. Either way its own table entries go, since a database entry covers them
 * all and switching the database off takes them all away; on adds the database entry.
 */
export function toggleDatabase(value: TokenPermissionValue, database: PermissionDatabase, databases: readonly PermissionDatabase[], on: boolean): TokenPermissionValue {
  const ownTables = new Set(database.tables.map((table) => table.id));
  const others = asList(value, databases).filter(
    (scope) => !names('database', database.id)(scope) && !(scope[0] === 'table' && ownTables.has(scope[1])),
  );
  return fromList(on ? [...others, ['database', database.id]] : others);
}

/**
 * A table's checkbox. While its database has an entry (directly or through `true`) that entry
 * is first expanded, in its place, into one entry per table of the database, so the one table
 * can then be added or taken out on its own.
 */
export function toggleTable(
  value: TokenPermissionValue,
  database: PermissionDatabase,
  tableId: number,
  databases: readonly PermissionDatabase[],
  on: boolean,
): TokenPermissionValue {
  const expanded = asList(value, databases).flatMap((scope): TokenScope[] =>
    names('database', database.id)(scope) ? database.tables.map((table): TokenScope => ['table', table.id]) : [scope],
  );
  const listed = expanded.some(names('table', tableId));
  if (on) return fromList(listed ? expanded : [...expanded, ['table', tableId]]);
  return fromList(expanded.filter((scope) => !names('table', tableId)(scope)));
}
