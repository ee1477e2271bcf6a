import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { defaultBodyLimit } from '@cellar/core';
import { registerAccountRoutes } from './accounts/accounts.routes.js';
import { registerApiDocsRoutes } from './api-docs/api-docs.routes.js';
import { systemClock, type AppContext, type Clock } from './app-context.js';
import type { Config } from './config/config.js';
import type { Database } from './db/database.js';
import type { EventBus } from './events/event-bus.js';
import { InProcessEventBus } from './events/in-process-event-bus.js';
import { RedisEventBus } from './events/redis-event-bus.js';
import { endpointBinder } from './http/bind-endpoint.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { answerClientError } from './http/client-errors.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { RouteTable } from './http/route-table.js';
import { registerWebApp } from './http/web-app.js';
import { createMailer } from './mail/mailer.js';
import { JwtCodec } from './security/jwt.js';
import { MemoryFailureStore, type FailureStoreFactory } from './security/failure-backoff.js';
import { MemoryRateLimiter, type RateLimiter } from './security/rate-limiter.js';
import { SharedCounters } from './security/redis-counters.js';
import { RedisFailureStore } from './security/redis-failure-store.js';
import { RedisRateLimiter } from './security/redis-rate-limiter.js';
import { registerSettingsRoutes } from './settings/settings.routes.js';
import { registerGroupRoutes } from './groups/groups.routes.js';
import { registerApplicationRoutes } from './applications/applications.routes.js';
import { registerTableRoutes } from './database/tables/tables.routes.js';
import { registerFieldRoutes } from './database/fields/fields.routes.js';
import { registerRowRoutes } from './database/rows/rows.routes.js';
import { registerViewRoutes } from './database/views/views.routes.js';
import { registerRowCommentRoutes } from './database/row-comments/row-comments.routes.js';
import { registerTokenRoutes } from './tokens/tokens.routes.js';
import { registerTemplateRoutes } from './templates/templates.routes.js';
import { registerUndoRedoRoutes } from './actions/undo-redo.routes.js';
import { registerTrashRoutes } from './trash/trash.routes.js';
import { registerJobRoutes } from './jobs/jobs.routes.js';
import { registerExportRoutes } from './database/export/export.routes.js';
import { registerDatabaseTransferRoutes } from './applications/import-export/database-transfer.routes.js';
import { registerWebhookRoutes } from './database/webhooks/webhooks.routes.js';
import { webhookOutbox } from './database/webhooks/delivery/webhook-outbox.js';
import { syncTemplates } from './templates/template-sync.js';
import { buildServices, type Services } from './services.js';
import type { OutboundPolicy } from './user-files/fetch/address-policy.js';
import { registerRealtime } from './realtime/realtime.routes.js';
import { registerMediaRoutes } from './user-files/media.routes.js';
import { registerUserFileRoutes } from './user-files/user-files.routes.js';
import { formulaSettler } from './database/formulas/recompute/settle-changes.js';
import { registerFormulaRoutes } from './database/formulas/formula.routes.js';

/** What the app is built from; tests pass their own database, clock and logger. */
export interface AppOptions {
  config: Config;
  db: Database;
  logger: Logger;
  clock?: Clock;
  webDist?: string;
  /** Which hosts an upload by URL may reach; tests admit their own local file host. */
  outbound?: OutboundPolicy;
}

/** Builds the HTTP app and the context its services share. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext; services: Services }> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  // Endpoints that import data declare a larger body limit of their own (bind-endpoint.ts).
  const app = Fastify({ loggerInstance: options.logger as FastifyBaseLogger, bodyLimit: defaultBodyLimit, trustProxy: proxyTrust(config.trustProxy), clientErrorHandler: answerClientError });
  const bus = await eventBus(config, app.log);
  const counters = config.redisUrl ? await SharedCounters.connect(config.redisUrl, config.redisKeyPrefix, app.log) : undefined;
  const limits = rateLimits(counters, () => clock.now().getTime());
  const ctx: AppContext = {
    config,
    db,
    clock,
    logger: app.log,
    bus,
    mailer: createMailer(config.smtp, app.log),
    ...limits,
    jwt: new JwtCodec(config.secretKey, () => Math.floor(clock.now().getTime() / 1000)),
    settleChange: formulaSettler(db, { publicUrl: config.publicUrl, mediaUrl: config.mediaUrl }),
  };

  registerErrorHandler(app);
  registerSecurityHeaders(app, { publicUrl: config.publicUrl, mediaUrl: config.mediaUrl });
  await registerBodyParsers(app);
  await app.register(cors, { origin: true, allowedHeaders: ['accept', 'accept-encoding', 'authorization', 'content-type', 'dnt', 'origin', 'user-agent', 'x-csrftoken', 'x-requested-with', 'websocketid', 'clientsessionid', 'clientundoredoactiongroupid'] });

  // 503 while the database cannot be reached, so a load balancer or orchestrator can tell.
  app.get('/_health', async (_request, reply) => {
    try {
      await db.ping();
    } catch {
      return reply.status(503).header('Retry-After', '5').type('text/plain').send('Database unavailable');
    }
    return reply.type('text/plain').send('OK');
  });

  // Templates follow their files (contract §7) before the first request; unchanged files cost a hash each.
  if (config.templatesDir !== undefined) await syncTemplates({ db, logger: app.log, dir: config.templatesDir });

  const routes = new RouteTable();
  const services = buildServices(ctx, { outbound: options.outbound });
  // Each change writes its webhook calls in its own transaction; a commit that wrote some wakes the sender.
  ctx.outbox = webhookOutbox(() => services.webhookSender.wake());
  const bind = endpointBinder(app, { sessions: services.sessions, tokens: services.tokens }, routes);
  for (const register of [
    registerAccountRoutes,
    registerSettingsRoutes,
    registerGroupRoutes,
    registerApplicationRoutes,
    registerTemplateRoutes,
    registerTableRoutes,
    registerFieldRoutes,
    registerFormulaRoutes,
    registerRowRoutes,
    registerViewRoutes,
    registerRowCommentRoutes,
    registerTokenRoutes,
    registerUndoRedoRoutes,
    registerTrashRoutes,
    registerJobRoutes,
    registerExportRoutes,
    registerDatabaseTransferRoutes,
    registerWebhookRoutes,
    registerUserFileRoutes,
    registerApiDocsRoutes,
  ]) {
    register(bind, services);
  }
  registerMediaRoutes(app, services.mediaStorage);
  // Uploads no cell took are deleted after a grace period (UNUSED_FILES_*), so storage quotas free up.
  services.unusedFiles.start();
  // Trash past its period (or emptied) is deleted for good, and actions past the undo period forgotten.
  services.trashSweeper.start();
  // Formulas reading the clock (now, today) are recomputed every FORMULA_REFRESH_INTERVAL_SECONDS.
  services.formulaTimeRefresher.start();
  // Background jobs (exports, imports, duplication): queued ones run, and ones a stopped server left are resumed or failed.
  services.jobRunner.start();
  // Webhook calls waiting in the outbox are sent, those a stopped server left included.
  services.webhookSender.start();
  await registerRealtime(app, ctx, services);
  await registerWebApp(app, routes, options.webDist);

  app.addHook('onClose', async () => {
    ctx.mailer.close();
    ctx.rateLimiter.close();
    await services.unusedFiles.stop();
    await services.trashSweeper.stop();
    await services.formulaTimeRefresher.stop();
    await services.jobRunner.stop();
    await services.webhookSender.stop();
    if (bus instanceof RedisEventBus) await bus.close();
    await counters?.close();
  });
  return { app, ctx, services };
}

// Several processes share committed changes through Redis; a single process keeps them in memory.
async function eventBus(config: Config, log: FastifyBaseLogger): Promise<EventBus> {
  if (config.redisUrl) return RedisEventBus.connect(config.redisUrl, config.redisKeyPrefix, (error, what) => log.error({ err: error }, `event bus: ${what} failed`));
  return new InProcessEventBus((error, event) => log.error({ err: error, event: event.type }, 'domain event listener failed'));
}

// Several processes count rate limits and failed logins together in Redis; a single process in memory.
function rateLimits(counters: SharedCounters | undefined, now: () => number): { rateLimiter: RateLimiter; failureStores: FailureStoreFactory } {
  if (counters) return { rateLimiter: new RedisRateLimiter(counters), failureStores: (name, options) => new RedisFailureStore(counters, name, options.forgetAfterSeconds) };
  return { rateLimiter: new MemoryRateLimiter(now), failureStores: (_name, options) => new MemoryFailureStore(now, options) };
}

// A number of proxies becomes "trust the first n hops", counted from the socket's peer outwards.
function proxyTrust(trusted: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return trusted;
}
