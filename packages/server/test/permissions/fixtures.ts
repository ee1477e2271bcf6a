import {
  accountEndpoints,
  applicationEndpoints,
  databaseEndpoints,
  groupEndpoints,
  tokenEndpoints,
  viewFilterEndpoints,
  viewSortEndpoints,
  tableOperations,
  type Field,
  type TableOperation,
} from '@cellar/core';
import { allRights } from '../database/token-fixtures.js';
import { firstLink } from '../helpers/smtp-inbox.js';
import type { ApiAnswer } from '../helpers/api-client.js';
import { verificationSubject, type TestServer } from '../helpers/test-server.js';
import type { Account, MatrixTokenKeys } from './callers.js';

/** Where invitation and reset links point: the web frontend's host (contract §2.4, §5.2). */
export const invitationBaseUrl = 'http://localhost:8000/group-invitation';
export const resetBaseUrl = 'http://localhost:8000/reset-password';

/** The accounts of the matrix: its four signed-in callers and two spares that no caller is. */
export interface Accounts {
  /** The first account of the server, hence staff; in no group of the fixtures. */
  staff: Account;
  /** ADMIN of the fixture group (it is their own group, with its example database). */
  admin: Account;
  /** MEMBER of the fixture group. */
  member: Account;
  /** In no group of the fixtures. */
  outsider: Account;
  /** Logs in, refreshes and is added to the group and removed again, for the endpoints that need someone else. */
  spare: Account;
  /** Has their password reset through mailed links. */
  resettable: Account;
}

/** The fixed objects every read-only cell reuses, and factories of fresh ones for destructive cells. */
export interface World {
  server: TestServer;
  accounts: Accounts;
  group: { id: number };
  database: { id: number };
  table: { id: number };
  /** The table's primary field and a second text field. */
  primary: Field;
  field: Field;
  row: { id: number };
  view: { id: number };
  /** A second view of the table, with a filter and a sort, so the first view's rows stay unfiltered. */
  settingsView: { id: number };
  viewFilter: { id: number };
  viewSort: { id: number };
  /** A pending invitation to the fixture group, with the token of its mailed link. */
  invitation: { id: number; token: string };
  /** A database token of the admin's in the fixture group, which no other caller owns. */
  databaseToken: { id: number };
  /** A number no earlier call used, so a wrongly accepted call always changes something. */
  sequence(): number;
  /** A name or address no earlier call used. */
  unique(prefix: string): string;
  fresh: FreshObjects;
}

/** New objects in the fixture group (or one like it), made by its ADMIN, for calls that delete or spend them. */
export interface FreshObjects {
  /** A group whose ADMIN and MEMBER are the fixture's. */
  group(): Promise<number>;
  application(): Promise<number>;
  table(): Promise<number>;
  field(): Promise<number>;
  row(): Promise<number>;
  view(): Promise<number>;
  /** A filter of the settings view, and a sort of a fresh view (one sort per field per view). */
  viewFilter(): Promise<number>;
  viewSort(): Promise<number>;
  /** A pending MEMBER invitation to the fixture group. */
  invitation(): Promise<number>;
  /** An invitation addressed to the outsider, to a new group of the admin's. */
  invitationOfOutsider(): Promise<number>;
  /** A database token in the fixture group owned by `account` (a member of it). */
  databaseToken(account: Account): Promise<number>;
  /** The spare account's membership of the fixture group, as MEMBER. */
  spareMembership(): Promise<number>;
  /** The token of a reset link just mailed to the resettable account. */
  resetToken(): Promise<string>;
  /** The token of the verification link mailed to a new, unverified account. */
  verificationToken(): Promise<string>;
}

function ok<T>(answer: ApiAnswer<T>, what: string): T {
  if (answer.status !== 200 && answer.status !== 204) throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Signs up the accounts (staff first) and sets up the fixture group, its database and an invitation. */
export async function buildWorld(server: TestServer): Promise<World> {
  const { api } = server;
  let counter = 0;
  const sequence = () => (counter += 1);
  const unique = (prefix: string) => `${prefix}-${sequence()}`;

  const signUp = async (name: string): Promise<Account> => {
    const { email, password, token } = await server.signUp({ name });
    return { email, password, token };
  };
  const staffAnswer = await server.signUp({ name: 'Staff' });
  if (!staffAnswer.user.is_staff) throw new Error('the first account of a fresh server must be staff');
  const accounts: Accounts = {
    staff: { email: staffAnswer.email, password: staffAnswer.password, token: staffAnswer.token },
    admin: await signUp('Admin'),
    member: await signUp('Member'),
    outsider: await signUp('Outsider'),
    spare: await signUp('Spare'),
    resettable: await signUp('Resettable'),
  };
  const { admin } = accounts;
  // Read at each call: a password change in the matrix gives the admin a new JWT.
  const asAdmin = () => ({ token: admin.token });

  const invite = async (groupId: number, email: string) => {
    const body = { email, permissions: 'MEMBER' as const, base_url: invitationBaseUrl };
    return ok(await api.call(groupEndpoints.createInvitation, { params: { group_id: groupId }, body, ...asAdmin() }), 'invitation').id;
  };
  const join = async (groupId: number, account: Account) => {
    const invitationId = await invite(groupId, account.email);
    ok(await api.call(groupEndpoints.acceptInvitation, { params: { invitation_id: invitationId }, token: account.token }), 'accepting');
  };
  const newMail = async (address: string, before: number) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const mails = server.inbox.to(address);
      if (mails.length > before) return mails[mails.length - 1] as (typeof mails)[number];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no new mail to ${address}`);
  };

  // The admin's own group holds the example database: Customers with text, long text and boolean fields, rows and a grid view.
  const [group] = ok(await api.call(groupEndpoints.listGroups, asAdmin()), 'groups');
  const [database] = ok(await api.call(applicationEndpoints.listGroupApplications, { params: { group_id: group?.id ?? 0 }, ...asAdmin() }), 'applications');
  const [table] = database?.tables ?? [];
  if (!group || !database || !table) throw new Error('the example database of a new account is missing');
  const fields = ok(await api.call(databaseEndpoints.listFields, { params: { table_id: table.id }, ...asAdmin() }), 'fields');
  const primary = fields.find((field) => field.primary);
  const field = fields.find((candidate) => !candidate.primary && candidate.type === 'text');
  const [row] = ok(await api.call(databaseEndpoints.listRows, { params: { table_id: table.id }, ...asAdmin() }), 'rows').results;
  const [view] = ok(await api.call(databaseEndpoints.listViews, { params: { table_id: table.id }, ...asAdmin() }), 'views');
  if (!primary || !field || !row || !view) throw new Error('the example table lacks a field, a row or a view');
  await join(group.id, accounts.member);

  const pending = 'pending@example.com';
  const invitationId = await invite(group.id, pending);
  const invitationToken = firstLink(await newMail(pending, 0)).slice(invitationBaseUrl.length + 1);

  // Set once the fresh factories exist; the filter factory adds to it.
  let settingsViewId = 0;
  const fresh: FreshObjects = {
    async group() {
      const created = ok(await api.call(groupEndpoints.createGroup, { body: { name: unique('Fresh group') }, ...asAdmin() }), 'group');
      await join(created.id, accounts.member);
      return created.id;
    },
    async application() {
      const body = { name: unique('Fresh database'), type: 'database' as const };
      return ok(await api.call(applicationEndpoints.createApplication, { params: { group_id: group.id }, body, ...asAdmin() }), 'application').id;
    },
    async table() {
      const body = { name: unique('Fresh table'), data: [['Name'], ['one']], first_row_header: true };
      return ok(await api.call(databaseEndpoints.createTable, { params: { database_id: database.id }, body, ...asAdmin() }), 'table').id;
    },
    async field() {
      const body = { name: unique('Fresh field'), type: 'text' as const };
      return ok(await api.call(databaseEndpoints.createField, { params: { table_id: table.id }, body, ...asAdmin() }), 'field').id;
    },
    async row() {
      return ok(await api.call(databaseEndpoints.createRow, { params: { table_id: table.id }, body: {}, ...asAdmin() }), 'row').id;
    },
    async view() {
      const body = { name: unique('Fresh view'), type: 'grid' as const };
      return ok(await api.call(databaseEndpoints.createView, { params: { table_id: table.id }, body, ...asAdmin() }), 'view').id;
    },
    async viewFilter() {
      const body = { field: field.id, type: 'contains' as const, value: unique('filter') };
      return ok(await api.call(viewFilterEndpoints.createViewFilter, { params: { view_id: settingsViewId }, body, ...asAdmin() }), 'view filter').id;
    },
    async viewSort() {
      const body = { field: field.id, order: 'ASC' as const };
      return ok(await api.call(viewSortEndpoints.createViewSort, { params: { view_id: await fresh.view() }, body, ...asAdmin() }), 'view sort').id;
    },
    invitation: () => invite(group.id, `${unique('invitee')}@example.com`),
    async databaseToken(account) {
      const body = { name: unique('Fresh token'), group: group.id };
      return ok(await api.call(tokenEndpoints.createToken, { body, token: account.token }), 'database token').id;
    },
    async invitationOfOutsider() {
      const created = ok(await api.call(groupEndpoints.createGroup, { body: { name: unique('Inviting group') }, ...asAdmin() }), 'group');
      return invite(created.id, accounts.outsider.email);
    },
    async spareMembership() {
      const users = async () => ok(await api.call(groupEndpoints.listGroupUsers, { params: { group_id: group.id }, ...asAdmin() }), 'members');
      let membership = (await users()).find((user) => user.email === accounts.spare.email);
      if (!membership) {
        await join(group.id, accounts.spare);
        membership = (await users()).find((user) => user.email === accounts.spare.email);
      }
      if (!membership) throw new Error('the spare account did not join');
      if (membership.permissions !== 'MEMBER') {
        ok(await api.call(groupEndpoints.updateGroupUser, { params: { group_user_id: membership.id }, body: { permissions: 'MEMBER' }, ...asAdmin() }), 'demotion');
      }
      return membership.id;
    },
    async resetToken() {
      const { email } = accounts.resettable;
      const before = server.inbox.to(email).length;
      ok(await api.call(accountEndpoints.sendResetPasswordEmail, { body: { email, base_url: resetBaseUrl } }), 'reset mail');
      return firstLink(await newMail(email, before)).slice(resetBaseUrl.length + 1);
    },
    async verificationToken() {
      const { email } = await server.signUp({ email: `${unique('unverified')}@example.com`, verified: false });
      const mail = server.inbox.take(email, verificationSubject);
      if (!mail) throw new Error(`no verification mail to ${email}`);
      return firstLink(mail).split('/').pop() ?? '';
    },
  };

  settingsViewId = await fresh.view();
  return {
    server,
    accounts,
    group: { id: group.id },
    database: { id: database.id },
    table: { id: table.id },
    primary,
    field,
    row: { id: row.id },
    view: { id: view.id },
    settingsView: { id: settingsViewId },
    viewFilter: { id: await fresh.viewFilter() },
    viewSort: { id: await fresh.viewSort() },
    invitation: { id: invitationId, token: invitationToken },
    databaseToken: { id: await fresh.databaseToken(admin) },
    sequence,
    unique,
    fresh,
  };
}

/**
 * The matrix's real tokens, owned by the fixture group's MEMBER: one with every right (as a new token
 * has), and per operation one with every right but that one.
 */
export async function matrixTokenKeys(world: World): Promise<MatrixTokenKeys> {
  const { api } = world.server;
  const { member } = world.accounts;
  const newToken = async (lacking?: TableOperation) => {
    const body = { name: world.unique('Matrix token'), group: world.group.id };
    const token = ok(await api.call(tokenEndpoints.createToken, { body, token: member.token }), 'matrix token');
    if (!lacking) return token.key;
    const permissions = { ...allRights, [lacking]: false };
    return ok(await api.call(tokenEndpoints.updateToken, { params: { token_id: token.id }, body: { permissions }, token: member.token }), 'token rights').key;
  };
  const allBut = {} as Record<TableOperation, string>;
  for (const operation of tableOperations) allBut[operation] = await newToken(operation);
  return { allRights: await newToken(), allBut };
}
