import { jobEndpoints } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../src/callers/caller.js';
import { JobRunner, type JobRunnerOptions } from '../../src/jobs/job-runner.js';
import type { JobRun, ServerJobType } from '../../src/jobs/job-type.js';
import { findJob } from '../../src/jobs/jobs.repo.js';
import { jobsService } from '../../src/jobs/jobs.service.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// The jobs seam on its own: a runner over the test server's database with job types made for the
// test, so each way a job can end is reached on purpose. Feature job types (exports, duplication)
// test their own work through the API.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const deps = () => ({ rowReader: server.services.rowReader, mediaStorage: server.services.mediaStorage });
const fast: JobRunnerOptions = { concurrency: 1, pollMs: 60_000, heartbeatMs: 20, staleMs: 60_000 };

/** A job type whose run waits for the test to let it go, reporting progress as told. */
function gatedType(name: string, options: { resumable?: boolean; fail?: Error } = {}) {
  const started: JobRun<{ n: number }>[] = [];
  // Once opened it stays open: a run that reaches it later goes straight through.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const cleaned: number[] = [];
  const type: ServerJobType<{ n: number }, { doubled: number }> = {
    type: name,
    keepSeconds: 3600,
    resumable: options.resumable ?? false,
    cancellable: true,
    async run(_ctx, run) {
      started.push(run);
      await run.progress(40);
      await new Promise<void>((resolve, reject) => {
        void gate.then(resolve);
        if (run.signal.aborted) reject(run.signal.reason as Error);
        run.signal.addEventListener('abort', () => reject(run.signal.reason as Error));
      });
      if (options.fail) throw options.fail;
      await run.progress(90);
      return { doubled: run.job.params.n * 2 };
    },
    present: (job) => ({ doubled: job.result?.doubled ?? null }),
    async cleanup(_ctx, job) {
      cleaned.push(job.id);
    },
  };
  return {
    type,
    started,
    cleaned,
    open() {
      release();
    },
  };
}

async function person(): Promise<{ token: string; caller: Caller }> {
  const account = await server.signUp();
  const user = await server.db.kysely.selectFrom('users').selectAll().where('email', '=', account.email).executeTakeFirstOrThrow();
  return { token: account.token, caller: { user, webSocketId: null, clientSessionId: null, actionGroupId: null } };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  return expect.poll(read, { timeout: 5_000, interval: 10 }).toSatisfy(done).then(read);
}

describe('the job runner', () => {
  it('runs a queued job, shows its progress, and keeps its result until it expires', async () => {
    const gated = gatedType('double');
    const runner = new JobRunner(server.ctx, [gated.type as never], deps(), fast);
    const jobs = jobsService(server.ctx, runner);
    const { caller } = await person();
    runner.start();
    try {
      const created = await jobs.create(caller, 'double', { n: 21 }, null);
      expect(created).toMatchObject({ type: 'double', state: 'pending', progress_percentage: 0, human_readable_error: null });
      const running = await until(() => jobs.get(caller, created.id), (job) => job.progress_percentage === 40);
      expect(running.state).toBe('started');
      gated.open();
      await runner.idle();
      expect(await jobs.get(caller, created.id)).toMatchObject({ state: 'finished', progress_percentage: 100, doubled: 42 });

      server.clock.advance(3601);
      runner.wake();
      await until(() => findJob(server.db.kysely, created.id), (job) => job === undefined);
      expect(gated.cleaned).toEqual([created.id]);
    } finally {
      server.clock.advance(-3601);
      await runner.stop();
    }
  });

  it('cancels a waiting job at once and a running one at its next heartbeat, deleting what it made', async () => {
    const gated = gatedType('slow');
    const runner = new JobRunner(server.ctx, [gated.type as never], deps(), fast);
    const jobs = jobsService(server.ctx, runner);
    const { caller } = await person();
    runner.start();
    try {
      const first = await jobs.create(caller, 'slow', { n: 1 }, null);
      const second = await jobs.create(caller, 'slow', { n: 2 }, null);
      await until(() => jobs.get(caller, first.id), (job) => job.state === 'started');
      // One at a time: the second waits, and is cancelled without ever running.
      expect((await jobs.cancel(caller, second.id)).state).toBe('cancelled');
      await jobs.cancel(caller, first.id);
      await runner.idle();
      expect((await jobs.get(caller, first.id)).state).toBe('cancelled');
      expect(gated.started.map((run) => run.job.id)).toEqual([first.id]);
      expect(gated.cleaned).toEqual([first.id]);
      await expect(jobs.cancel(caller, first.id)).rejects.toMatchObject({ code: 'ERROR_JOB_NOT_CANCELLABLE' });
    } finally {
      await runner.stop();
    }
  });

  it("fails a job with the person's message, and hides a server error's", async () => {
    const told = gatedType('told', { fail: Object.assign(new (await import('@cellar/core')).DomainError('ERROR_TABLE_DOES_NOT_EXIST')) });
    const broke = gatedType('broke', { fail: new Error('disk on fire at /var/secret') });
    const runner = new JobRunner(server.ctx, [told.type as never, broke.type as never], deps(), { ...fast, concurrency: 2 });
    const jobs = jobsService(server.ctx, runner);
    const { caller } = await person();
    runner.start();
    try {
      const a = await jobs.create(caller, 'told', { n: 1 }, null);
      const b = await jobs.create(caller, 'broke', { n: 1 }, null);
      await until(() => jobs.list(caller, { states: 'started' }), (list) => list.jobs.length === 2);
      told.open();
      broke.open();
      await runner.idle();
      expect(await jobs.get(caller, a.id)).toMatchObject({ state: 'failed', human_readable_error: 'The requested table does not exist.' });
      const failed = await jobs.get(caller, b.id);
      expect(failed).toMatchObject({ state: 'failed' });
      expect(failed.human_readable_error).not.toContain('secret');
      expect(told.cleaned).toEqual([a.id]);
    } finally {
      await runner.stop();
    }
  });

  it('runs a resumable job again after the server stopped under it, and fails one that is not', async () => {
    const again = gatedType('again', { resumable: true });
    const once = gatedType('once');
    const { caller } = await person();
    const first = new JobRunner(server.ctx, [again.type as never, once.type as never], deps(), { ...fast, concurrency: 2 });
    const jobs = jobsService(server.ctx, first);
    first.start();
    const a = await jobs.create(caller, 'again', { n: 5 }, null);
    const b = await jobs.create(caller, 'once', { n: 5 }, null);
    await until(() => jobs.list(caller, { states: 'started' }), (list) => list.jobs.length === 2);
    await first.stop();
    expect((await jobs.get(caller, a.id)).state).toBe('pending');
    expect(await jobs.get(caller, b.id)).toMatchObject({ state: 'failed', human_readable_error: expect.stringContaining('server stopped') });

    const second = new JobRunner(server.ctx, [again.type as never, once.type as never], deps(), fast);
    second.start();
    try {
      await until(() => jobs.get(caller, a.id), (job) => job.state === 'started');
      again.open();
      await second.idle();
      expect(await jobs.get(caller, a.id)).toMatchObject({ state: 'finished', doubled: 10 });
      expect(again.started).toHaveLength(2);
    } finally {
      await second.stop();
    }
  });

  it('takes over a job whose process died (no heartbeat), as another process would', async () => {
    const again = gatedType('orphan', { resumable: true });
    const { caller } = await person();
    const runner = new JobRunner(server.ctx, [again.type as never], deps(), { ...fast, staleMs: 1_000 });
    const jobs = jobsService(server.ctx, runner);
    const created = await jobs.create(caller, 'orphan', { n: 3 }, null);
    // A process claimed it and died: started, its heartbeat long past.
    await server.db.kysely.updateTable('jobs').set({ state: 'started', heartbeat_at: new Date(Date.now() - 60_000) }).where('id', '=', created.id).execute();
    runner.start();
    try {
      await until(() => jobs.get(caller, created.id), (job) => job.state === 'started' && again.started.length === 1);
      again.open();
      await runner.idle();
      expect((await jobs.get(caller, created.id)).state).toBe('finished');
    } finally {
      await runner.stop();
    }
  });
});

describe('a job on a group', () => {
  it("stops when its person leaves the group, saying so, and deletes what it made", async () => {
    const gated = gatedType('grouped');
    const runner = new JobRunner(server.ctx, [gated.type as never], deps(), fast);
    const jobs = jobsService(server.ctx, runner);
    const { caller } = await person();
    const group = await server.db.kysely.insertInto('groups').values({ name: 'Team' }).returning('id').executeTakeFirstOrThrow();
    await server.db.kysely.insertInto('group_users').values({ group_id: group.id, user_id: caller.user.id, permissions: 'ADMIN', order: 1 }).execute();
    runner.start();
    try {
      const created = await jobs.create(caller, 'grouped', { n: 1 }, group.id);
      await until(() => jobs.get(caller, created.id), (job) => job.state === 'started');
      await server.db.kysely.deleteFrom('group_users').where('group_id', '=', group.id).execute();
      await runner.idle();
      expect(await jobs.get(caller, created.id)).toMatchObject({ state: 'failed', human_readable_error: 'You no longer have access to what this job works on.' });
      expect(gated.cleaned).toEqual([created.id]);
      // One queued after they left does not start at all.
      const late = await jobs.create(caller, 'grouped', { n: 2 }, group.id);
      await runner.idle();
      expect((await jobs.get(caller, late.id)).state).toBe('failed');
      expect(gated.started).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });
});

describe('/api/jobs/', () => {
  it("lists and shows a person's own jobs only, newest first, by state", async () => {
    const gated = gatedType('listed');
    const runner = new JobRunner(server.ctx, [gated.type as never], deps(), fast);
    const jobs = jobsService(server.ctx, runner);
    const owner = await person();
    const stranger = await person();
    const a = await jobs.create(owner.caller, 'listed', { n: 1 }, null);
    const b = await jobs.create(owner.caller, 'listed', { n: 2 }, null);
    await jobs.cancel(owner.caller, a.id);

    const list = await server.api.call(jobEndpoints.listJobs, { token: owner.token });
    expect(list.body.jobs.map((job) => [job.id, job.state])).toEqual([
      [b.id, 'pending'],
      [a.id, 'cancelled'],
    ]);
    const pending = await server.api.raw('GET', '/api/jobs/?states=!cancelled,nonsense', { headers: { authorization: `JWT ${owner.token}` } });
    expect((pending.body as { jobs: { id: number }[] }).jobs.map((job) => job.id)).toEqual([b.id]);
    const byId = await server.api.raw('GET', `/api/jobs/?job_ids=${a.id},x`, { headers: { authorization: `JWT ${owner.token}` } });
    expect((byId.body as { jobs: { id: number }[] }).jobs.map((job) => job.id)).toEqual([a.id]);

    const shown = await server.api.call(jobEndpoints.getJob, { params: { job_id: b.id }, token: owner.token });
    expect(shown.body).toMatchObject({ id: b.id, type: 'listed', state: 'pending', progress_percentage: 0 });
    // Someone else's job is not there for them, and they cannot cancel it.
    for (const call of [
      server.api.raw('GET', `/api/jobs/${b.id}/`, { headers: { authorization: `JWT ${stranger.token}` } }),
      server.api.raw('POST', `/api/jobs/${b.id}/cancel/`, { headers: { authorization: `JWT ${stranger.token}` } }),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'ERROR_JOB_DOES_NOT_EXIST' });
    }
    expect((await server.api.call(jobEndpoints.listJobs, { token: stranger.token })).body.jobs).toEqual([]);
  });
});
