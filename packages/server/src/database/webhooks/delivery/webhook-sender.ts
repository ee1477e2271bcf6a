import { webhookLimits } from '@cellar/core';
import type { AppContext } from '../../../app-context.js';
import { inTransaction } from '../../../db/transaction.js';
import { attemptSucceeded, sendWebhook, webhookResponseBytes, webhookTimeoutMs, type WebhookAttempt } from './send-webhook.js';
import { claimDueCalls, countFailure, dropUnsendableCalls, recordAttempt, resetFailures, trimCallLog, type ClaimedCall } from './webhook-calls.repo.js';
import { tellCreator } from './webhook-deactivated.js';
import { inWrittenOrder } from '../payloads/payload-order.js';
import { WakeLoop } from '../../../tasks/wake-loop.js';

/** How the sender works; the defaults are the server's, tests shorten the waits. */
export interface WebhookSenderOptions {
  /** Calls in flight at once per process: a slow receiver holds a slot for at most the timeout. */
  concurrency: number;
  /** How often due calls are looked for when no commit woke the sender (retries, other processes' calls). */
  pollMs: number;
  /** The first retry's wait; each next one doubles it (the reference's 2^n seconds). */
  retryBaseMs: number;
  timeoutMs: number;
  maxResponseBytes: number;
}

/** The server's sender settings. */
export const defaultWebhookSenderOptions: WebhookSenderOptions = { concurrency: 8, pollMs: 1_000, retryBaseMs: 1_000, timeoutMs: webhookTimeoutMs, maxResponseBytes: webhookResponseBytes };

/**
 * Sends the webhooks' outbox (webhook_calls) from this server process: woken right after a commit
 * that wrote calls, and every `pollMs` otherwise. Each turn claims due calls in one short statement
 * (SKIP LOCKED, so processes share the work without sending a call twice; no connection is held
 * while a call is in flight, which the embedded engine's single connection needs), sends them
 * concurrently, and records each attempt: sent, pending again after an exponential wait, or failed
 * after WEBHOOKS_MAX_RETRIES retries, which counts against the webhook (switched off, and its
 * creator told, at WEBHOOKS_MAX_CONSECUTIVE_FAILURES).
 */
export class WebhookSender {
  private readonly inFlight = new Map<number, Promise<void>>();
  // Webhooks whose log grew since it was last trimmed: trimmed once a turn rather than once a call.
  private readonly logsToTrim = new Set<number>();
  private readonly loop: WakeLoop;
  private lastSweep = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: WebhookSenderOptions = defaultWebhookSenderOptions,
  ) {
    this.loop = new WakeLoop(() => this.takeTurn(), options.pollMs, (error) => this.ctx.logger.error({ err: error }, 'The webhook sender failed to look for calls'));
  }

  private get stopped(): boolean {
    return this.loop.stopped;
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for due calls now (a change just wrote some, or a slot came free). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops taking calls and waits for those in flight to be recorded (each ends within the timeout). */
  async stop(): Promise<void> {
    await this.loop.stop();
    await this.idle();
    await this.trimLogs().catch(() => undefined);
  }

  /** Resolves when this process has no call in flight and no turn under way (tests). */
  async idle(): Promise<void> {
    while (this.loop.turnUnderWay || this.inFlight.size > 0) {
      await this.loop.turnUnderWay;
      await Promise.all(this.inFlight.values());
    }
  }

  private async takeTurn(): Promise<void> {
    const db = this.ctx.db.kysely;
    if (Date.now() - this.lastSweep >= this.options.pollMs) {
      this.lastSweep = Date.now();
      await dropUnsendableCalls(db);
      await this.trimLogs();
    }
    while (!this.stopped && this.inFlight.size < this.options.concurrency) {
      // Longer than an attempt can take: a call is only taken again if its sender stopped mid-call.
      const calls = await claimDueCalls(db, this.options.concurrency - this.inFlight.size, this.options.timeoutMs * 2 + 10_000);
      if (calls.length === 0) return;
      for (const call of calls) this.launch(call);
    }
  }

  private launch(call: ClaimedCall): void {
    const done = this.deliver(call)
      .catch((error: unknown) => this.ctx.logger.error({ err: error, callId: call.id }, 'A webhook call could not be recorded; it is sent again later'))
      .finally(() => {
        this.inFlight.delete(call.id);
        this.wake();
      });
    this.inFlight.set(call.id, done);
  }

  private async deliver(call: ClaimedCall): Promise<void> {
    const { config } = this.ctx;
    const body = JSON.stringify(inWrittenOrder(call.payload));
    const attempt = await sendWebhook(
      { url: call.url, method: call.request_method, headers: call.headers, body, secret: call.secret },
      { allowedAddresses: config.webhooks.allowedAddresses, timeoutMs: this.options.timeoutMs, maxResponseBytes: this.options.maxResponseBytes },
    );
    const succeeded = attemptSucceeded(attempt);
    // WEBHOOKS_MAX_RETRIES counts the tries after the first (the reference's max_retries).
    const finalTry = call.attempts > config.webhooks.maxRetries;
    const retryInMs = this.options.retryBaseMs * 2 ** (call.attempts - 1);
    const switchedOff = await inTransaction(this.ctx.db, async (trx) => {
      await recordAttempt(trx, call.id, { ...outcome(attempt), state: succeeded ? 'sent' : finalTry ? 'failed' : 'pending', nextAttemptAt: succeeded || finalTry ? undefined : new Date(Date.now() + retryInMs) });
      if (succeeded) return void (await resetFailures(trx, call.webhook_id));
      return finalTry ? countFailure(trx, call.webhook_id, config.webhooks.maxConsecutiveFailures) : undefined;
    });
    this.logsToTrim.add(call.webhook_id);
    if (!succeeded && !finalTry) setTimeout(() => this.wake(), retryInMs).unref();
    if (switchedOff) await tellCreator(this.ctx, switchedOff);
  }

  private async trimLogs(): Promise<void> {
    const ids = [...this.logsToTrim];
    this.logsToTrim.clear();
    for (const id of ids) await trimCallLog(this.ctx.db.kysely, id, webhookLimits.callLogEntries);
  }
}

function outcome(attempt: WebhookAttempt) {
  return { request: attempt.request, response: attempt.response, status: attempt.status, error: attempt.error };
}
