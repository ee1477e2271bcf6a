import { accountEndpoints, buildPath, type Endpoint } from '@cellar/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { matrixCaller, type Account, type MatrixCaller } from '../permissions/callers.js';
import { declaredEndpoints, type DeclaredEndpoint } from '../permissions/declared-endpoints.js';
import { buildWorld, type World } from '../permissions/fixtures.js';
import { requestBuilder, type CellRequest } from '../permissions/requests.js';
import { StateWatch } from '../permissions/state-watch.js';
import { hostileQueryString, hostileVariants, type HostileRequest } from './hostile-requests.js';

// Every endpoint core declares, called by a caller allowed to use it, with hostile variants of a
// valid request: no answer may be a 5xx, every refusal is in the contract's envelope (§1.3), and a
// refused call changes nothing. The seed is fixed so a failure replays; FUZZ_RUNS and FUZZ_SEED
// change the budget (`npm run fuzz` runs a longer one, with a new seed). The endpoints are split
// over four test files so that the parts run in parallel.

const runs = Number(process.env.FUZZ_RUNS ?? 300);
const seed = Number(process.env.FUZZ_SEED ?? 20261124);

/** The server a fuzz file calls, its fixtures, and an account for the one endpoint that spends its caller. */
interface FuzzTarget {
  server: TestServer;
  world: World;
  state: StateWatch;
  // Changing a password with hostile values may succeed with one the test cannot sign in with
  // again, so that endpoint spends an account of its own rather than the admin the others use.
  ownPassword: Account;
}

function callerFor(target: FuzzTarget, endpoint: Endpoint): MatrixCaller {
  if (endpoint === accountEndpoints.changePassword) return matrixCaller('outsider', target.ownPassword);
  const { staff, admin } = target.world.accounts;
  return endpoint.access === 'staff' ? matrixCaller('staff', staff) : matrixCaller('admin', admin);
}

function queryKeys(endpoint: Endpoint): string[] {
  const shape = (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

async function send(server: TestServer, endpoint: Endpoint, request: HostileRequest, caller: MatrixCaller) {
  const path = buildPath(endpoint.path, request.params) + hostileQueryString(request.query);
  const headers = { ...request.headers, ...caller.headers() };
  if (request.raw !== undefined) return server.api.raw(endpoint.method, path, { body: request.raw, headers: { ...headers, 'content-type': 'application/json' } });
  return server.api.raw(endpoint.method, path, { json: request.json, headers });
}

function isErrorEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { error, detail } = body as { error?: unknown; detail?: unknown };
  if (error !== undefined) return typeof error === 'string' && /^[A-Z_]+$/.test(error) && detail !== undefined;
  return typeof detail === 'string' && detail.length > 0;
}

async function fuzzOne(target: FuzzTarget, endpoint: Endpoint): Promise<void> {
  const { server, world, state } = target;
  const build = requestBuilder(endpoint);
  if (!build) throw new Error(`no valid request for ${endpoint.method} ${endpoint.path}: add one to test/permissions/requests.ts`);
  const caller = callerFor(target, endpoint);
  const valid: CellRequest = await build(world, caller);
  // The state after one case is the state before the next: one snapshot per case, not two.
  let before = await state.current();
  await fc.assert(
    fc.asyncProperty(hostileVariants(valid, queryKeys(endpoint), endpoint.method !== 'GET'), async (request) => {
      const answer = await send(server, endpoint, request, caller);
      const context = `${request.change} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
      expect(answer.status, context).toBeLessThan(500);
      if (answer.status >= 400) {
        // Sign-in endpoints answer their refusals plainly, as Baserow's do (contract §2.2); the
        // others with a code, or a bare detail where §1.3 says so (malformed JSON, 401, 413, 415).
        if (!endpoint.plainErrors) expect(answer.body, context).toSatisfy(isErrorEnvelope);
        expect(await state.current(), `a refused call changed something: ${context}`).toEqual(before);
        return;
      }
      if (endpoint === accountEndpoints.changePassword) await valid.restore?.().catch(() => undefined);
      else await valid.restore?.();
      // A job an accepted call queued (an export, a duplicate) changes the state after its answer: let it finish first.
      await server.services.jobRunner.idle();
      before = await state.current();
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
}

/** Fuzzes the declared endpoints that `pick` chooses, over a server of their own. */
export function fuzzEndpoints(pick: (declared: DeclaredEndpoint) => boolean): void {
  let target: FuzzTarget;

  beforeAll(async () => {
    // Hundreds of logins and sign-ups from one address: the limits are tested elsewhere.
    const unlimited = { loginAttempts: 1_000_000, signups: 1_000_000, resetRequests: 1_000_000, invitationsPerUser: 1_000_000, invitationsPerGroup: 1_000_000 };
    // Hundreds of accepted creates land in the fixture group and table: quotas must not run out first.
    const roomy = { groupsPerUser: 100_000, applicationsPerGroup: 100_000, tablesPerGroup: 100_000, fieldsPerTable: 1_400, viewsPerTable: 100_000 };
    const server = await startTestServer({ rateLimits: unlimited, quotas: roomy });
    const world = await buildWorld(server);
    const { email, password, token } = await server.signUp();
    target = { server, world, state: await StateWatch.start(server.db), ownPassword: { email, password, token } };
  }, 60_000);
  afterAll(() => target?.server.close());

  const chosen = declaredEndpoints().filter(pick);
  describe('hostile requests to every declared endpoint', () => {
    it('has endpoints to call', () => expect(chosen.length).toBeGreaterThan(10));
    it.each(chosen.map(({ name, endpoint }) => [`${endpoint.method} ${endpoint.path} (${name})`, endpoint] as const))('%s', async (_label, endpoint) => {
      await fuzzOne(target, endpoint);
    }, 600_000);
  });
}

/** Whether an endpoint belongs to the database part (tables, fields, rows, views and their filters and sorts, typing a formula). */
export function isDatabaseEndpoint({ name }: DeclaredEndpoint): boolean {
  return ['databaseEndpoints.', 'viewFilterEndpoints.', 'viewSortEndpoints.', 'formulaEndpoints.'].some((prefix) => name.startsWith(prefix));
}

/**
 * Whether an endpoint acts on rows and objects after the fact: row history and comments, the trash,
 * undo and redo. A part of their own, on a server of its own: the database part's hostile batch
 * deletes (a list of ids 1…700) trash the fixture row these endpoints need.
 */
export function isAfterTheFactEndpoint({ name }: DeclaredEndpoint): boolean {
  return ['rowHistoryEndpoints.', 'rowCommentEndpoints.', 'trashEndpoints.', 'undoRedoEndpoints.'].some((prefix) => name.startsWith(prefix));
}

/**
 * Whether an endpoint starts or follows a background job: exports, database transfer and duplication,
 * `/api/jobs/`. A part of their own, so that it runs beside the others: each accepted call runs its job
 * to the end before the next case reads the state (minutes in all).
 */
export function isJobEndpoint({ name }: DeclaredEndpoint): boolean {
  return ['jobEndpoints.', 'exportEndpoints.', 'databaseTransferEndpoints.'].some((prefix) => name.startsWith(prefix));
}

/**
 * Whether an endpoint manages a table's webhooks (issue 37). Cheap, so they run beside the after-the-fact
 * part: no test server allows a private target, so a test call is refused before any connection.
 */
export function isWebhookEndpoint({ name }: DeclaredEndpoint): boolean {
  return name.startsWith('webhookEndpoints.');
}
