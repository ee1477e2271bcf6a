import { buildPath, buildQuery, type Endpoint } from '@cellar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { templateFile, TemplatesDir } from '../templates/template-fixtures.js';
import { callerKinds, matrixCaller, tokenCaller, type CallerKind, type MatrixCaller } from './callers.js';
import { declaredEndpoints } from './declared-endpoints.js';
import { buildWorld, matrixTokenKeys, type World } from './fixtures.js';
import { outcomeByAccess, type Outcome } from './outcomes.js';
import { personalEndpoints } from './personal-endpoints.js';
import { requestBuilder } from './requests.js';
import { StateWatch } from './state-watch.js';

// Every endpoint declared in core × every kind of caller, over real HTTP. A new endpoint gets its
// rows by being declared; it fails here until requests.ts says how to call it validly.

let server: TestServer;
let world: World;
let callers: Record<CallerKind, MatrixCaller>;
let state: StateWatch;
// One small template, so that installing one succeeds for the group's members.
const templates = new TemplatesDir({ 'matrix-template': templateFile({ name: 'Matrix template' }) });

beforeAll(async () => {
  server = await startTestServer({ templatesDir: templates.path });
  world = await buildWorld(server);
  const { accounts } = world;
  const keys = await matrixTokenKeys(world);
  callers = {
    anonymous: matrixCaller('anonymous'),
    outsider: matrixCaller('outsider', accounts.outsider),
    member: matrixCaller('member', accounts.member),
    admin: matrixCaller('admin', accounts.admin),
    staff: matrixCaller('staff', accounts.staff),
    'unknown token': matrixCaller('unknown token'),
    'token with the right': tokenCaller('token with the right', keys),
    'token without the right': tokenCaller('token without the right', keys),
  };
  state = await StateWatch.start(server.db);
});
afterAll(async () => {
  await server?.close();
  templates.dispose();
});

const endpoints = declaredEndpoints();
const personal = new Map(personalEndpoints.map((entry) => [entry.endpoint, entry]));

function expectedOutcome(endpoint: Endpoint, kind: CallerKind): Outcome {
  return personal.get(endpoint)?.outcomes[kind] ?? outcomeByAccess(endpoint, kind);
}

// What a refused call must leave as it was: every table and row, the published events, the sent mail.
async function observe() {
  return { state: await state.current(), events: server.events.length, mails: server.inbox.messages.length };
}

describe('the permission matrix', () => {
  it('finds the endpoints of every group that core declares', () => {
    const groups = new Set(endpoints.map(({ name }) => name.split('.')[0]));
    expect([...groups]).toEqual(expect.arrayContaining(['accountEndpoints', 'applicationEndpoints', 'databaseEndpoints', 'groupEndpoints']));
    expect(endpoints.length).toBeGreaterThanOrEqual(55);
  });

  it('has a valid request for every declared endpoint', () => {
    const missing = endpoints.filter(({ endpoint }) => !requestBuilder(endpoint)).map(({ name, endpoint }) => `${name} (${endpoint.method} ${endpoint.path})`);
    expect(missing, 'add a request for these endpoints to test/permissions/requests.ts').toEqual([]);
  });
});

const rows = endpoints.map(({ name, endpoint }) => [`${endpoint.method} ${endpoint.path} (${name})`, endpoint] as const);

describe.each(rows)('%s', (_label, endpoint) => {
  const cells = callerKinds.map((kind) => [kind, expectedOutcome(endpoint, kind)] as const);
  it.each(cells.map(([kind, expected]) => [kind, expected.name, expected] as const))('as %s → %s', async (kind, _name, expected) => {
    const build = requestBuilder(endpoint);
    if (!build) throw new Error(`no request for ${endpoint.method} ${endpoint.path}: add one to test/permissions/requests.ts`);
    const caller = callers[kind];
    const request = await build(world, caller);
    const before = expected.kind === 'refused' ? await observe() : undefined;
    const answer = await server.api.raw(endpoint.method, buildPath(endpoint.path, request.params) + buildQuery(request.query), {
      ...(request.form ? { body: request.form } : request.file ? { body: request.file.text } : { json: request.body }),
      headers: { ...request.headers, ...caller.headers(endpoint), ...(request.file ? { 'content-type': request.file.contentType } : {}) },
    });
    try {
      if (expected.kind === 'success') {
        expect(answer.status, JSON.stringify(answer.body)).toBe(endpoint.successStatus);
        return;
      }
      expect({ status: answer.status, body: answer.body }).toEqual({ status: expected.status, body: expected.body });
      expect(answer.headers.get('www-authenticate')).toBe(expected.challenge);
      expect(await observe(), 'a refused call changed something').toEqual(before);
    } finally {
      await request.restore?.();
      // What an accepted call queued (an export, a duplicate) finishes before the next cell looks at the state.
      await server.services.jobRunner.idle();
    }
  });
});
