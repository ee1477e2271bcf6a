import {
  accountEndpoints as accounts,
  apiDocsEndpoints as apiDocs,
  applicationEndpoints as applications,
  databaseEndpoints as database,
  groupEndpoints as groups,
  templateEndpoints as templates,
  tokenEndpoints as tokens,
  userFileEndpoints as userFiles,
  viewFilterEndpoints as viewFilters,
  viewSortEndpoints as viewSorts,
  rowCommentEndpoints as rowComments,
  rowHistoryEndpoints as rowHistory,
  trashEndpoints as trash,
  undoRedoEndpoints as undoRedo,
  formulaEndpoints as formulas,
  jobEndpoints as jobs,
  exportEndpoints as exporting,
  databaseTransferEndpoints as transfer,
  webhookEndpoints as webhooks,
  clientSessionIdHeader,
  commentMessageFromText,
  type BodyOf,
  type Endpoint,
  type QueryValue,
} from '@cellar/core';
import { randomUUID } from 'node:crypto';
import { signInAgain, type MatrixCaller } from './callers.js';
import { invitationBaseUrl, resetBaseUrl, type World } from './fixtures.js';

/** A valid request to one endpoint, and what to put back after it succeeded, if later cells rely on it. */
export interface CellRequest {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A multipart body, sent instead of `body` (file uploads). */
  form?: FormData;
  /** A body sent as it is, with its content type (a streamed CSV import). */
  file?: { contentType: string; text: string };
  /** Headers sent besides the caller's credentials (undo and redo name the browser tab). */
  headers?: Record<string, string>;
  restore?: () => Promise<void>;
}

type BuildRequest = (world: World, caller: MatrixCaller) => CellRequest | Promise<CellRequest>;

const builders = new Map<Endpoint, BuildRequest>();

type TypedRequest<Body> = Omit<CellRequest, 'body'> & { body?: Body };

// Typed per endpoint (the endpoint first, so bodies are read against its schema): a body that no
// longer fits what core declares does not compile.
function request<E extends Endpoint>(endpoint: E) {
  return {
    is(build: (world: World, caller: MatrixCaller) => TypedRequest<BodyOf<E>> | Promise<TypedRequest<BodyOf<E>>>) {
      builders.set(endpoint, build);
    },
  };
}

/** The request that calls `endpoint` validly, or undefined when nobody wrote one yet. */
export function requestBuilder(endpoint: Endpoint): BuildRequest | undefined {
  return builders.get(endpoint);
}

const password = 'correct horse battery';

// Accounts and settings (contract §2–§3).
request(accounts.register).is((w) => ({ body: { name: 'Newcomer', email: `${w.unique('newcomer')}@example.com`, password } }));
request(accounts.login).is((w) => ({ body: { username: w.accounts.spare.email, password: w.accounts.spare.password } }));
request(accounts.refreshToken).is((w) => ({ body: { token: w.accounts.spare.token } }));
request(accounts.verifyToken).is((w) => ({ body: { token: w.accounts.spare.token } }));
request(accounts.sendResetPasswordEmail).is((w) => ({ body: { email: w.accounts.resettable.email, base_url: resetBaseUrl } }));
request(accounts.resetPassword).is(async (w) => ({ body: { token: await w.fresh.resetToken(), password: w.accounts.resettable.password } }));
request(accounts.changePassword).is((w, caller) => {
  const account = caller.account;
  return {
    body: { old_password: account?.password ?? password, new_password: account?.password ?? password },
    // A password change ends the account's other sessions (decision 0002): sign the caller in again.
    restore: account ? () => signInAgain(w.server, account) : undefined,
  };
});
request(accounts.verifyEmail).is(async (w) => ({ body: { token: await w.fresh.verificationToken() } }));
request(accounts.sendVerificationEmail).is(() => ({}));
request(accounts.getSettings).is(() => ({}));
request(accounts.updateSettings).is((w) => ({
  body: { allow_new_signups: false },
  restore: async () => void (await w.server.db.kysely.updateTable('settings').set({ allow_new_signups: true }).execute()),
}));

// Groups, members and invitations (contract §5).
request(groups.listGroups).is(() => ({}));
request(groups.createGroup).is((w) => ({ body: { name: w.unique('New group') } }));
request(groups.updateGroup).is((w) => ({ params: { group_id: w.group.id }, body: { name: w.unique('Renamed group') } }));
request(groups.deleteGroup).is(async (w) => ({ params: { group_id: await w.fresh.group() } }));
request(groups.orderGroups).is((w) => ({ body: { groups: [w.group.id] } }));
request(groups.listGroupUsers).is((w) => ({ params: { group_id: w.group.id } }));
request(groups.updateGroupUser).is(async (w) => ({ params: { group_user_id: await w.fresh.spareMembership() }, body: { permissions: 'ADMIN' } }));
request(groups.deleteGroupUser).is(async (w) => ({ params: { group_user_id: await w.fresh.spareMembership() } }));
request(groups.listInvitations).is((w) => ({ params: { group_id: w.group.id } }));
request(groups.createInvitation).is((w) => ({
  params: { group_id: w.group.id },
  body: { email: `${w.unique('invited')}@example.com`, permissions: 'MEMBER', message: 'Join us', base_url: invitationBaseUrl },
}));
request(groups.getInvitation).is((w) => ({ params: { invitation_id: w.invitation.id } }));
request(groups.updateInvitation).is(async (w) => ({ params: { invitation_id: await w.fresh.invitation() }, body: { permissions: 'ADMIN' } }));
request(groups.deleteInvitation).is(async (w) => ({ params: { invitation_id: await w.fresh.invitation() } }));
request(groups.getInvitationByToken).is((w) => ({ params: { token: w.invitation.token } }));
request(groups.acceptInvitation).is(async (w) => ({ params: { invitation_id: await w.fresh.invitationOfOutsider() } }));
request(groups.rejectInvitation).is(async (w) => ({ params: { invitation_id: await w.fresh.invitationOfOutsider() } }));
request(groups.dashboard).is(() => ({}));

// Applications (contract §6).
request(applications.listAllApplications).is(() => ({}));
request(applications.listGroupApplications).is((w) => ({ params: { group_id: w.group.id } }));
request(applications.createApplication).is((w) => ({ params: { group_id: w.group.id }, body: { name: w.unique('New database'), type: 'database' } }));
request(applications.getApplication).is((w) => ({ params: { application_id: w.database.id } }));
request(applications.updateApplication).is((w) => ({ params: { application_id: w.database.id }, body: { name: w.unique('Renamed database') } }));
request(applications.deleteApplication).is(async (w) => ({ params: { application_id: await w.fresh.application() } }));

// Templates (contract §7): the matrix's server syncs one small template (permission-matrix.test.ts).
request(templates.listTemplates).is(() => ({}));
request(templates.installTemplate).is(async (w) => {
  const [template] = (await w.server.api.call(templates.listTemplates)).body.flatMap((category) => category.templates);
  return { params: { group_id: w.group.id, template_id: template?.id ?? 1 } };
});

// Tables, fields, rows, views and the grid (contract §8–§11).
request(database.listTables).is((w) => ({ params: { database_id: w.database.id } }));
request(database.createTable).is((w) => ({
  params: { database_id: w.database.id },
  body: { name: w.unique('New table'), data: [['Name'], ['one']], first_row_header: true },
}));
request(database.importCsv).is((w) => ({
  params: { database_id: w.database.id },
  query: { name: w.unique('Imported table') },
  file: { contentType: 'text/csv', text: 'Name,Count\none,1\n' },
}));
request(database.getTable).is((w) => ({ params: { table_id: w.table.id } }));
request(database.updateTable).is((w) => ({ params: { table_id: w.table.id }, body: { name: w.unique('Renamed table') } }));
request(database.deleteTable).is(async (w) => ({ params: { table_id: await w.fresh.table() } }));
request(database.listFields).is((w) => ({ params: { table_id: w.table.id } }));
request(database.createField).is((w) => ({ params: { table_id: w.table.id }, body: { name: w.unique('New field'), type: 'text' } }));
request(database.getField).is((w) => ({ params: { field_id: w.field.id } }));
request(database.updateField).is((w) => ({ params: { field_id: w.field.id }, body: { name: w.unique('Renamed field') } }));
request(database.previewFieldChange).is((w) => ({ params: { field_id: w.field.id }, body: { type: 'number' } }));
request(database.deleteField).is(async (w) => ({ params: { field_id: await w.fresh.field() } }));
request(formulas.typeFormula).is((w) => ({ params: { table_id: w.table.id }, body: { formula: "concat('a', 'b')", name: w.unique('Typed') } }));
request(database.listRows).is((w) => ({ params: { table_id: w.table.id }, query: { search: 'e' } }));
request(database.createRow).is((w) => ({ params: { table_id: w.table.id }, body: { [`field_${w.field.id}`]: w.unique('new row') } }));
request(database.getRow).is((w) => ({ params: { table_id: w.table.id, row_id: w.row.id } }));
request(rowHistory.getRowHistory).is((w) => ({ params: { table_id: w.table.id, row_id: w.row.id } }));
request(database.updateRow).is((w) => ({ params: { table_id: w.table.id, row_id: w.row.id }, body: { [`field_${w.primary.id}`]: w.unique('edited') } }));
request(database.deleteRow).is(async (w) => ({ params: { table_id: w.table.id, row_id: await w.fresh.row() } }));
request(database.createRows).is((w) => ({ params: { table_id: w.table.id }, body: { items: [{ [`field_${w.field.id}`]: w.unique('batch row') }, {}] } }));
request(database.updateRows).is((w) => ({ params: { table_id: w.table.id }, body: { items: [{ id: w.row.id, [`field_${w.primary.id}`]: w.unique('batch edit') }] } }));
request(database.deleteRows).is(async (w) => ({ params: { table_id: w.table.id }, body: { items: [await w.fresh.row(), await w.fresh.row()] } }));
request(database.listViews).is((w) => ({ params: { table_id: w.table.id } }));
request(database.createView).is((w) => ({ params: { table_id: w.table.id }, body: { name: w.unique('New view'), type: 'grid' } }));
request(database.getView).is((w) => ({ params: { view_id: w.view.id } }));
request(database.updateView).is((w) => ({ params: { view_id: w.view.id }, body: { name: w.unique('Renamed view') } }));
request(database.deleteView).is(async (w) => ({ params: { view_id: await w.fresh.view() } }));
// Row comments: a comment of the caller's own (the admin's for callers outside the group), as only its author may change it.
async function ownComment(w: World, caller: MatrixCaller): Promise<number> {
  const author = caller.account && (caller.kind === 'member' || caller.kind === 'admin') ? caller.account : w.accounts.admin;
  const answer = await w.server.api.call(rowComments.createRowComment, {
    params: { table_id: w.table.id, row_id: w.row.id }, body: { message: commentMessageFromText(w.unique('comment')) }, token: author.token,
  });
  if (answer.status !== 200) throw new Error(`a comment of the caller's failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}
request(rowComments.listRowComments).is((w) => ({ params: { table_id: w.table.id, row_id: w.row.id } }));
request(rowComments.createRowComment).is((w) => ({ params: { table_id: w.table.id, row_id: w.row.id }, body: { message: commentMessageFromText(w.unique('comment')) } }));
request(rowComments.updateRowComment).is(async (w, caller) => ({
  params: { table_id: w.table.id, comment_id: await ownComment(w, caller) }, body: { message: commentMessageFromText(w.unique('edited comment')) },
}));
request(rowComments.deleteRowComment).is(async (w, caller) => ({ params: { table_id: w.table.id, comment_id: await ownComment(w, caller) } }));
request(database.listGridRows).is((w) => ({ params: { view_id: w.view.id }, query: { include: 'field_options' } }));
request(database.gridRowsById).is((w) => ({ params: { view_id: w.view.id }, body: { row_ids: [w.row.id] } }));
request(database.updateGridFieldOptions).is((w) => ({
  params: { view_id: w.view.id },
  body: { field_options: { [w.field.id]: { width: 100 + w.sequence() } } },
}));

// A view's filters and sorts (contract §11.2–§11.3); a new sort needs a view not sorted by its field yet.
request(viewFilters.listViewFilters).is((w) => ({ params: { view_id: w.settingsView.id } }));
request(viewFilters.createViewFilter).is((w) => ({ params: { view_id: w.settingsView.id }, body: { field: w.field.id, type: 'empty' } }));
request(viewFilters.getViewFilter).is((w) => ({ params: { view_filter_id: w.viewFilter.id } }));
request(viewFilters.updateViewFilter).is((w) => ({ params: { view_filter_id: w.viewFilter.id }, body: { value: w.unique('filter') } }));
request(viewFilters.deleteViewFilter).is(async (w) => ({ params: { view_filter_id: await w.fresh.viewFilter() } }));
request(viewSorts.listViewSortings).is((w) => ({ params: { view_id: w.settingsView.id } }));
request(viewSorts.createViewSort).is(async (w) => ({ params: { view_id: await w.fresh.view() }, body: { field: w.field.id, order: 'DESC' } }));
request(viewSorts.getViewSort).is((w) => ({ params: { view_sort_id: w.viewSort.id } }));
request(viewSorts.updateViewSort).is((w) => ({ params: { view_sort_id: w.viewSort.id }, body: { order: w.sequence() % 2 === 0 ? 'ASC' : 'DESC' } }));
request(viewSorts.deleteViewSort).is(async (w) => ({ params: { view_sort_id: await w.fresh.viewSort() } }));

// Database tokens (contract §12): members and the admin act on a fresh token of their own, others on the admin's.
const tokenFor = (w: World, caller: MatrixCaller) =>
  caller.account && (caller.kind === 'member' || caller.kind === 'admin') ? w.fresh.databaseToken(caller.account) : Promise.resolve(w.databaseToken.id);
request(tokens.listTokens).is(() => ({}));
request(tokens.createToken).is((w) => ({ body: { name: w.unique('New token'), group: w.group.id } }));
request(tokens.getToken).is(async (w, caller) => ({ params: { token_id: await tokenFor(w, caller) } }));
request(tokens.updateToken).is(async (w, caller) => ({
  params: { token_id: await tokenFor(w, caller) },
  body: { name: w.unique('Renamed token'), permissions: { create: [['database', w.database.id]], read: true, update: [['table', w.table.id]], delete: false }, rotate_key: true },
}));
request(tokens.deleteToken).is(async (w, caller) => ({ params: { token_id: await tokenFor(w, caller) } }));

// User files (contract §4): a small text file, from the caller's device and from the test's file host.
request(userFiles.uploadFile).is((w) => {
  const form = new FormData();
  form.append('file', new Blob([w.unique('matrix file')]), 'matrix.txt');
  return { form };
});
request(userFiles.uploadViaUrl).is((w) => {
  w.server.fileHost.serve('/matrix.txt', w.unique('matrix url file'));
  return { body: { url: w.server.fileHost.url('/matrix.txt') } };
});

// The OpenAPI documents (contract §1.1 "Docs"): the whole API for anyone, one database's for its group's members.
request(apiDocs.apiSchema).is(() => ({}));
request(apiDocs.databaseApiSchema).is((w) => ({ params: { database_id: w.database.id } }));

// Undo and redo (the reference's current API): each call comes from a browser tab of its own (a new
// ClientSessionId). A member's or the admin's tab first makes a row, so undo has a step to take back
// and redo one to do again; other signed-in callers' tabs have done nothing (NOTHING_TO_DO, still 200).
async function tabWithRow(w: World, caller: MatrixCaller, undone: boolean): Promise<Record<string, string>> {
  const headers = { [clientSessionIdHeader]: randomUUID() };
  const account = caller.kind === 'member' || caller.kind === 'admin' ? caller.account : undefined;
  if (!account) return headers;
  const auth = { ...headers, authorization: `JWT ${account.token}` };
  const made = await w.server.api.raw('POST', `/api/database/rows/table/${w.table.id}/`, { json: { [`field_${w.field.id}`]: w.unique('undone row') }, headers: auth });
  if (made.status !== 200) throw new Error(`a row for undo failed: ${made.status} ${JSON.stringify(made.body)}`);
  if (undone) {
    const answer = await w.server.api.raw('PATCH', '/api/user/undo/', { json: { scopes: {} }, headers: auth });
    if ((answer.body as { result_code?: string }).result_code !== 'SUCCESS') throw new Error(`undo before redo failed: ${JSON.stringify(answer.body)}`);
  }
  return headers;
}
request(undoRedo.undo).is(async (w, caller) => ({ body: { scopes: { table: w.table.id } }, headers: await tabWithRow(w, caller, false) }));
request(undoRedo.redo).is(async (w, caller) => ({ body: { scopes: { table: w.table.id } }, headers: await tabWithRow(w, caller, true) }));

// The trash: the fixture group's, and a row the admin just deleted, restored (the restore puts it in
// the trash again, so a fuzzed request keeps naming an item there).
async function trashedRow(w: World): Promise<number> {
  const rowId = await w.fresh.row();
  const answer = await w.server.api.call(database.deleteRow, { params: { table_id: w.table.id, row_id: rowId }, token: w.accounts.admin.token });
  if (answer.status !== 204) throw new Error(`deleting a row for the trash failed: ${answer.status}`);
  return rowId;
}
request(trash.trashStructure).is(() => ({}));
request(trash.trashContents).is((w) => ({ params: { workspace_id: w.group.id }, query: { application_id: String(w.database.id) } }));
request(trash.emptyTrash).is((w) => ({ params: { workspace_id: w.group.id } }));
request(trash.restoreTrashItem).is(async (w) => {
  const rowId = await trashedRow(w);
  return {
    body: { trash_item_type: 'row', trash_item_id: rowId, parent_trash_item_id: w.table.id },
    // A 404 means the call was refused and the row is still in the trash.
    restore: async () => void (await w.server.api.call(database.deleteRow, { params: { table_id: w.table.id, row_id: rowId }, token: w.accounts.admin.token })),
  };
});

// Jobs are personal: each signed-in caller names a job of their own — an export started and held by
// no runner. Its heartbeat is set far ahead, so no runner takes it for a stale one and fails it while
// the matrix compares states; cancelling asks it to stop.
async function ownJob(w: World, caller: MatrixCaller): Promise<number> {
  const { kysely } = w.server.db;
  const email = (caller.account ?? w.accounts.admin).email;
  const user = await kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const job = await kysely
    .insertInto('jobs')
    .values({ type: 'export_table', user_id: user.id, group_id: w.group.id, state: 'started', heartbeat_at: new Date('2100-01-01T00:00:00Z'), params: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return job.id;
}
request(jobs.listJobs).is(() => ({ query: { states: 'pending,started' } }));
request(jobs.getJob).is(async (w, caller) => ({ params: { job_id: await ownJob(w, caller) } }));
request(jobs.cancelJob).is(async (w, caller) => ({ params: { job_id: await ownJob(w, caller) } }));

// Exports (issue 35): a real CSV export of the fixture view (its job runs in the background), and an export job of the caller's own.
// The jobs `ownJob` held for no runner count against the caller's five running exports: they are ended first.
async function endHeldExports(w: World, caller: MatrixCaller): Promise<void> {
  const { kysely } = w.server.db;
  const email = (caller.account ?? w.accounts.admin).email;
  const user = await kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await kysely.updateTable('jobs').set({ state: 'cancelled' }).where('user_id', '=', user.id).where('type', '=', 'export_table').where('state', 'in', ['pending', 'started']).execute();
}
request(exporting.exportTable).is(async (w, caller) => {
  await endHeldExports(w, caller);
  return { params: { table_id: w.table.id }, body: { exporter_type: 'csv', view_id: w.view.id } };
});
request(exporting.getExportJob).is(async (w, caller) => ({ params: { job_id: await ownJob(w, caller) } }));

// Moving databases (issue 35): each queues a real job for the caller. The import names an uploaded
// resource of the caller's own, inserted here with no bytes behind it (its job fails, harmlessly).
request(transfer.duplicateApplicationAsync).is((w) => ({ params: { application_id: w.database.id } }));
request(transfer.duplicateTableAsync).is((w) => ({ params: { table_id: w.table.id } }));
request(transfer.exportApplicationsAsync).is((w) => ({ params: { workspace_id: w.group.id }, body: { application_ids: [w.database.id], only_structure: true } }));
request(transfer.listWorkspaceExports).is((w) => ({ params: { workspace_id: w.group.id } }));
request(transfer.uploadImportResource).is((w) => {
  const form = new FormData();
  const file = { format: 'cellar.database', version: 1, database: { name: w.unique('Matrix import'), tables: [] } };
  form.append('file', new Blob([JSON.stringify(file)]), 'matrix.json');
  return { params: { workspace_id: w.group.id }, form };
});
request(transfer.importApplicationsAsync).is(async (w, caller) => {
  const { kysely } = w.server.db;
  const email = (caller.account ?? w.accounts.admin).email;
  const user = await kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const resource = await kysely
    .insertInto('import_resources')
    .values({ user_id: user.id, original_name: 'matrix.json', storage_name: 'resource_matrix.json', size: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { params: { workspace_id: w.group.id }, body: { resource_id: resource.id } };
});

// Webhooks (issue 37): one webhook of the fixture table, made by the admin, for reads and changes,
// and a fresh one per delete; creations are taken back so the bound per table never runs out. They
// all listen to no event, so no other cell's write queues a call that the server's sender would then
// work on while a later cell compares states. The test call goes to loopback, which no server of
// the tests allows: refused at once, nothing sent.
const fixtureWebhooks = new WeakMap<World, Promise<number>>();
const inert = { include_all_events: false, events: [] };
async function newWebhook(w: World): Promise<number> {
  const body = { name: w.unique('Webhook'), url: 'https://receiver.example.com/hook', ...inert };
  const answer = await w.server.api.call(webhooks.createWebhook, { params: { table_id: w.table.id }, body, token: w.accounts.admin.token });
  if (answer.status !== 200) throw new Error(`a webhook for the matrix failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}
function fixtureWebhook(w: World): Promise<number> {
  const made = fixtureWebhooks.get(w) ?? newWebhook(w);
  fixtureWebhooks.set(w, made);
  return made;
}
request(webhooks.listWebhooks).is((w) => ({ params: { table_id: w.table.id } }));
request(webhooks.createWebhook).is(async (w) => {
  const kept = await fixtureWebhook(w);
  return {
    params: { table_id: w.table.id },
    body: { name: w.unique('New webhook'), url: 'https://receiver.example.com/new', include_all_events: false, events: ['rows.updated'], event_config: [{ event_type: 'rows.updated', fields: [w.field.id] }] },
    restore: async () => void (await w.server.db.kysely.deleteFrom('webhooks').where('table_id', '=', w.table.id).where('id', '!=', kept).execute()),
  };
});
request(webhooks.getWebhook).is(async (w) => ({ params: { webhook_id: await fixtureWebhook(w) } }));
request(webhooks.updateWebhook).is(async (w) => {
  const id = await fixtureWebhook(w);
  return {
    params: { webhook_id: id },
    body: { name: w.unique('Renamed webhook'), active: true },
    // A hostile change may have made it listen to every event: inert again.
    restore: async () => void (await w.server.db.kysely.updateTable('webhooks').set({ include_all_events: false, events: '[]' }).where('id', '=', id).execute()),
  };
});
request(webhooks.deleteWebhook).is(async (w) => ({ params: { webhook_id: await newWebhook(w) } }));
request(webhooks.testCall).is((w) => ({ params: { table_id: w.table.id }, body: { url: 'http://127.0.0.1:9/hook', event_type: 'rows.created' } }));
