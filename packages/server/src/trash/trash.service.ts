import { DomainError, integerParam, recordIdParam, trashPageSize, type TrashContentsPage, type TrashStructure } from '@cellar/core';
import type { AppContext } from '../app-context.js';
import { originOf, type Caller } from '../callers/caller.js';
import type { Executor } from '../db/executor.js';
import { commitChange } from '../events/unit-of-work.js';
import { inTransaction } from '../db/transaction.js';
import { requireMember } from '../groups/group.policy.js';
import { presentTrashEntry } from './trash.presenter.js';
import { applicationGroup, countEntries, deleteEntry, findEntry, groupExists, groupsWithApplications, markEmptied, pageOfEntries, trashedContainers, type TrashPlace } from './trash.repo.js';
import { trashType } from './server-trash-types.js';
import type { JobsService } from '../jobs/jobs.service.js';
import { waitingJobs } from '../jobs/jobs.repo.js';
import { emptyTrashJobType, type EmptyTrashParams } from './empty-trash/empty-trash.job.js';

/** What the restore endpoint names: the reference's `trash_item_type`, `trash_item_id` and `parent_trash_item_id`. */
export interface TrashItemRef {
  trash_item_type: string;
  trash_item_id: number;
  parent_trash_item_id?: number | null;
}

// The group (and database) a trash request names, checked in the reference's order: the group
// exists, the application exists and is in it, then the caller is a member.
async function placeFor(db: Executor, caller: Caller, groupId: number, applicationText: string | undefined): Promise<TrashPlace> {
  if (!(await groupExists(db, groupId))) throw new DomainError('ERROR_GROUP_DOES_NOT_EXIST');
  // Not an id, or past the ids there are: no application, rather than the database failing on it.
  const applicationId = recordIdParam(applicationText);
  if (applicationId !== undefined) {
    const application = await applicationGroup(db, applicationId);
    if (!application) throw new DomainError('ERROR_APPLICATION_DOES_NOT_EXIST');
    if (application.group_id !== groupId) throw new DomainError('ERROR_APPLICATION_NOT_IN_GROUP', `The application id ${applicationId} does not belong to the group.`);
  }
  await requireMember(db, groupId, caller.user.id);
  return { groupId, applicationId };
}

/** The trash (the reference's TrashHandler): what a person may look at, restore and empty. */
export function trashService(ctx: AppContext, jobs: Pick<JobsService, 'create'>) {
  const db = ctx.db.kysely;

  // What emptying marked is purged by a job at once; a job still waiting for the same trash (or the
  // whole group's) will purge it too. Best effort: past the person's bound of running jobs, the
  // sweep purges it at its next turn instead, and the request still empties the trash.
  async function purgeSoon(caller: Caller, place: TrashPlace): Promise<void> {
    const params: EmptyTrashParams = { group_id: place.groupId, application_id: place.applicationId ?? null };
    const waiting = await waitingJobs(db, emptyTrashJobType.type, place.groupId);
    const covers = (job: (typeof waiting)[number]) => {
      const queued = job.params as Partial<EmptyTrashParams>;
      return queued.application_id === null || queued.application_id === params.application_id;
    };
    if (waiting.some(covers)) return;
    try {
      await jobs.create(caller, emptyTrashJobType.type, { ...params }, place.groupId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }

  return {
    /** GET /api/trash/: the caller's groups and their applications, each flagged when it is itself in the trash. */
    async structure(caller: Caller): Promise<TrashStructure> {
      const { groups, applications } = await groupsWithApplications(db, caller.user.id);
      const containers = await trashedContainers(db, groups.map((group) => group.id));
      const state = (type: string, id: number) => containers.find((entry) => entry.trash_item_type === type && entry.trash_item_id === id);
      // Emptied ones are as good as gone: the sweep is about to delete them.
      const kept = (type: string, id: number) => state(type, id)?.should_be_permanently_deleted !== true;
      return {
        workspaces: groups
          .filter((group) => kept('group', group.id))
          .map((group) => ({
            id: group.id,
            trashed: state('group', group.id) !== undefined,
            name: group.name,
            applications: applications
              .filter((app) => app.group_id === group.id && kept('application', app.id))
              .map((app) => ({ id: app.id, name: app.name, trashed: state('application', app.id) !== undefined, type: app.type })),
          })),
      };
    },

    /** GET /api/trash/workspace/:id/: a page of a group's (or one of its databases') entries, newest first. */
    async contents(caller: Caller, groupId: number, query: { application_id?: string; page?: string }, url: URL): Promise<TrashContentsPage> {
      const place = await placeFor(db, caller, groupId, query.application_id);
      const count = await countEntries(db, place);
      const pages = Math.max(1, Math.ceil(count / trashPageSize));
      const page = query.page === undefined ? 1 : integerParam(query.page);
      if (page === undefined || page < 1 || page > pages) throw new DomainError('ERROR_INVALID_PAGE');
      const link = (to: number | null) => {
        if (to === null) return null;
        const next = new URL(url);
        if (to === 1) next.searchParams.delete('page');
        else next.searchParams.set('page', String(to));
        return next.href;
      };
      const rows = await pageOfEntries(db, place, trashPageSize, (page - 1) * trashPageSize);
      return { count, next: link(page < pages ? page + 1 : null), previous: link(page > 1 ? page - 1 : null), results: rows.map(presentTrashEntry) };
    },

    /** DELETE /api/trash/workspace/:id/: marks the entries (gone for the person at once) and queues the job that deletes them for good. */
    async empty(caller: Caller, groupId: number, query: { application_id?: string }): Promise<void> {
      const place = await placeFor(db, caller, groupId, query.application_id);
      await inTransaction(ctx.db, (trx) => markEmptied(trx, place));
      await purgeSoon(caller, place);
    },

    /** PATCH /api/trash/restore/: brings an item back through its trash type and removes its entry, in one transaction. */
    async restore(caller: Caller, ref: TrashItemRef): Promise<void> {
      const type = trashType(ref.trash_item_type);
      if (!type) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
      // The restoring tab hears the restored object's events too: it shows the trash, not the object.
      await commitChange(ctx, { ...originOf(caller), webSocketId: null }, async (trx, emit) => {
        const entry = await findEntry(trx, type.type, ref.trash_item_id, ref.parent_trash_item_id ?? null);
        if (!entry) throw new DomainError('ERROR_TRASH_ITEM_DOES_NOT_EXIST');
        await requireMember(trx, entry.group_id, caller.user.id);
        await type.restore(trx, entry, emit, ctx);
        await deleteEntry(trx, entry.id);
      });
    },
  };
}
