import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a signed token was refused. */
export type SignedTokenFailure = 'bad_signature' | 'expired';

/** The outcome of reading a signed token: its payload, or why it was refused. */
export type SignedTokenResult<T> = { ok: true; payload: T; issuedAt: number } | { ok: false; reason: SignedTokenFailure };

/**
 * URL-safe, tamper-proof, timestamped tokens (password reset, group invitations). The salt
 * keeps one purpose's tokens from being accepted for another.
 */
export class SignedTokens {
  constructor(
    private readonly secret: string,
    private readonly salt: string,
  ) {}

  /** Signs a JSON payload with the issue time in seconds. */
  sign(payload: unknown, nowSeconds: number): string {
    const body = Buffer.from(JSON.stringify({ p: payload, t: nowSeconds })).toString('base64url');
    return `${body}.${this.signature(body)}`;
  }

  /** Reads a token; with `maxAgeSeconds`, older tokens are refused as expired. */
  read<T>(token: string, nowSeconds: number, maxAgeSeconds?: number): SignedTokenResult<T> {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return { ok: false, reason: 'bad_signature' };
    const expected = Buffer.from(this.signature(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad_signature' };
    const { p, t } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p: T; t: number };
    if (maxAgeSeconds !== undefined && nowSeconds - t > maxAgeSeconds) return { ok: false, reason: 'expired' };
    return { ok: true, payload: p, issuedAt: t };
  }

  private signature(body: string): string {
    return createHmac('sha256', `${this.salt}:${this.secret}`).update(body).digest('base64url');
  }
}
