import type { RealtimeLimit } from '@cellar/core';

/** The close code of a socket that went past a limit: 1008, policy violation (RFC 6455). */
export const policyViolationCode = 1008;

/** The message that tells a socket which limit it went past, sent just before it is closed. */
export function limitExceeded(limit: RealtimeLimit): { type: 'limit_exceeded'; limit: RealtimeLimit } {
  return { type: 'limit_exceeded', limit };
}

/**
 * Counts one socket's messages against WS_MESSAGES_PER_SECOND as a token bucket: a burst of that
 * many is allowed (a client sends its page right after signing in), then that many per second.
 * Measured on the process's own clock, not the app's, which tests move by hours.
 */
export class MessageRate {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly nowMs: () => number = () => performance.now(),
  ) {
    this.tokens = perSecond;
    this.last = nowMs();
  }

  /** Counts one message; answers false when it is one too many. */
  take(): boolean {
    const now = this.nowMs();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
