import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.js';
import type { Database } from './db/database.js';
import type { EventBus } from './events/event-bus.js';
import type { Outbox, SettleChange } from './events/unit-of-work.js';
import type { Mailer } from './mail/mailer.js';
import type { JwtCodec } from './security/jwt.js';
import type { FailureStoreFactory } from './security/failure-backoff.js';
import type { RateLimiter } from './security/rate-limiter.js';

/** The current time; tests may move it, nothing else may. */
export interface Clock {
  now(): Date;
}

/** The system clock. */
export const systemClock: Clock = { now: () => new Date() };

/** Seconds since the epoch of a clock's now. */
export function nowSeconds(clock: Clock): number {
  return Math.floor(clock.now().getTime() / 1000);
}

/** What every service is built from: the database, the event bus and the outside world. */
export interface AppContext {
  config: Config;
  db: Database;
  bus: EventBus;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Where growing waits after failed password checks are counted (in memory, or in Redis for several processes). */
  failureStores: FailureStoreFactory;
  jwt: JwtCodec;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** What a change's writes leave to be done inside its transaction before it commits (formula dependants: database/formulas/). */
  settleChange?: SettleChange;
  /** What a change leaves for other systems, written in its transaction (webhook calls: database/webhooks/delivery/). */
  outbox?: Outbox;
}
