import { accountStatusService } from './accounts/account-status.service.js';
import { emailVerificationService } from './accounts/email-verification.service.js';
import { passwordsService } from './accounts/passwords.service.js';
import { registrationService } from './accounts/registration.service.js';
import { sessionsService } from './accounts/sessions.service.js';
import type { AppContext } from './app-context.js';
import { apiDocsService } from './api-docs/api-docs.service.js';
import { applicationsService } from './applications/applications.service.js';
import type { TokenAuthenticator } from './callers/token-authenticator.js';
import { fieldsService } from './database/fields/fields.service.js';
import { typeFormulaService } from './database/formulas/type-formula.service.js';
import { RowCountCache } from './database/rows/row-count-cache.js';
import { RowPositions } from './database/rows/row-positions.js';
import { RowReader } from './database/rows/row-reader.js';
import { TableDependents } from './database/rows/table-dependents.js';
import { SortIndexes } from './database/views/sort-indexes.js';
import { rowBatchesService } from './database/rows/row-batches.service.js';
import { rowCommentsService } from './database/row-comments/row-comments.service.js';
import { rowsService } from './database/rows/rows.service.js';
import { rowHistoryService } from './database/rows/history/row-history.service.js';
import { tablesService } from './database/tables/tables.service.js';
import { csvImportService } from './database/import/csv-import.service.js';
import { gridService } from './database/views/grid.service.js';
import { viewFiltersService } from './database/views/view-filters.service.js';
import { viewSortingsService } from './database/views/view-sortings.service.js';
import { viewsService } from './database/views/views.service.js';
import { groupUsersService } from './groups/group-users.service.js';
import { groupsService } from './groups/groups.service.js';
import { invitationsService } from './groups/invitations.service.js';
import { settingsService } from './settings/settings.service.js';
import { templatesService } from './templates/templates.service.js';
import { storedTokens } from './tokens/stored-token-authenticator.js';
import { tokensService } from './tokens/tokens.service.js';
import type { OutboundPolicy } from './user-files/fetch/address-policy.js';
import { LocalFileStorage } from './user-files/storage/local-file-storage.js';
import { unusedFilesSweeper } from './user-files/unused-files.js';
import { undoRedoService } from './actions/undo-redo.service.js';
import { trashService } from './trash/trash.service.js';
import { trashSweeper } from './trash/trash-sweep.js';
import { timeRefresher } from './database/formulas/time-refresh/time-refresh-sweep.js';
import { userFilesService } from './user-files/user-files.service.js';
import { JobRunner } from './jobs/job-runner.js';
import { serverJobTypes } from './jobs/job-types.js';
import { jobsService } from './jobs/jobs.service.js';
import { exportService } from './database/export/export.service.js';
import { databaseTransferService } from './applications/import-export/database-transfer.service.js';
import { webhooksService } from './database/webhooks/webhooks.service.js';
import { defaultWebhookSenderOptions, WebhookSender } from './database/webhooks/delivery/webhook-sender.js';

/**
 * Builds every service once, at start, from the shared context. Routes, and anything else that
 * acts on Cellar's data (the realtime hub, importers), are handed this one set, so they share the
 * same caches and never construct a service of their own.
 */
export function buildServices(ctx: AppContext, options: { outbound?: OutboundPolicy } = {}) {
  const sessions = sessionsService(ctx);
  // Uploaded files live on the local disk for now; an object store would replace only this line.
  const mediaStorage = new LocalFileStorage(ctx.config.mediaDir);
  // One row reader, so the rows API and the grid share one count cache, kept current by committed events.
  // The embedded engine has one connection: long scans go in short statements so others get turns.
  // Views' sorts are read from indexes made for them; on the embedded engine only up to 2M rows, as building holds its connection.
  const sortIndexes = new SortIndexes(ctx.db, ctx.logger, ctx.bus, { embeddedMaxRows: 2_000_000 });
  // Filters on link fields read the linked table's rows: its changes forget them too.
  const dependents = new TableDependents();
  // Formulas reading the clock go stale without a write: refreshed on a schedule, and when a stale table is read.
  const formulaTimeRefresher = timeRefresher(ctx);
  const rowReader = new RowReader(
    new RowCountCache(ctx.bus, dependents),
    { publicUrl: ctx.config.publicUrl, mediaUrl: ctx.config.mediaUrl },
    { chunkedScans: ctx.db.engine === 'embedded', positions: new RowPositions(ctx.bus, dependents), sortIndexes, dependents, background: ctx.db.kysely, onRead: formulaTimeRefresher.noticeRead },
  );
  const tokens: TokenAuthenticator = storedTokens(ctx.db.kysely);
  const emailVerification = emailVerificationService(ctx);
  // Exports, database import and duplication run in the background, one at a time on the embedded engine.
  const jobRunner = new JobRunner(ctx, serverJobTypes, { rowReader, mediaStorage });
  // Webhook calls the changes wrote (the outbox), sent from this process alongside any others.
  const { retryBaseMs = defaultWebhookSenderOptions.retryBaseMs, timeoutMs = defaultWebhookSenderOptions.timeoutMs } = ctx.config.webhooks;
  const webhookSender = new WebhookSender(ctx, { ...defaultWebhookSenderOptions, retryBaseMs, timeoutMs });
  const jobs = jobsService(ctx, jobRunner);
  return {
    jobRunner,
    webhookSender,
    jobs,
    tableExport: exportService(ctx, jobs),
    databaseTransfer: databaseTransferService(ctx, { jobs, storage: mediaStorage }),
    sortIndexes,
    rowReader,
    sessions,
    tokens,
    emailVerification,
    registration: registrationService(ctx, sessions, emailVerification),
    passwords: passwordsService(ctx),
    accountStatus: accountStatusService(ctx),
    settings: settingsService(ctx),
    groups: groupsService(ctx),
    groupUsers: groupUsersService(ctx),
    invitations: invitationsService(ctx),
    applications: applicationsService(ctx),
    templates: templatesService(ctx),
    tables: tablesService(ctx),
    csvImport: csvImportService(ctx),
    fields: fieldsService(ctx),
    formulas: typeFormulaService(ctx),
    rows: rowsService(ctx, rowReader),
    rowBatches: rowBatchesService(ctx, rowReader),
    rowHistory: rowHistoryService(ctx),
    views: viewsService(ctx),
    viewFilters: viewFiltersService(ctx),
    viewSortings: viewSortingsService(ctx),
    databaseTokens: tokensService(ctx),
    grid: gridService(ctx, rowReader),
    rowComments: rowCommentsService(ctx),
    webhooks: webhooksService(ctx),
    apiDocs: apiDocsService(ctx),
    mediaStorage,
    userFiles: userFilesService(ctx, { storage: mediaStorage, outbound: options.outbound }),
    unusedFiles: unusedFilesSweeper(ctx, mediaStorage),
    undoRedo: undoRedoService(ctx),
    trash: trashService(ctx, jobs),
    trashSweeper: trashSweeper(ctx),
    formulaTimeRefresher,
  };
}

/** Every service of the app, built once. */
export type Services = ReturnType<typeof buildServices>;
