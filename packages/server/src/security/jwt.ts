import { errors, jwtVerify, SignJWT } from 'jose';
import { accountLimits } from '@cellar/core';

/** The claims Cellar signs: the contract's five, plus `pv`, the password version the token belongs to. */
export interface SessionClaims {
  user_id: number;
  username: string;
  email: string;
  exp: number;
  orig_iat: number | undefined;
  /** Milliseconds of the user's last password change; a change or reset retires older tokens. */
  pv: number | undefined;
}

/** Why a JWT was refused. */
export type JwtFailure = 'expired' | 'invalid';

/** Signs and verifies the HS256 session tokens of contract §2.3. */
export class JwtCodec {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly nowSeconds: () => number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Issues a token valid for 60 minutes; a refresh passes the original login time along. */
  async issue(user: { id: number; email: string; passwordVersion: number }, origIat?: number): Promise<string> {
    const now = this.nowSeconds();
    return new SignJWT({
      user_id: user.id,
      username: user.email,
      email: user.email,
      orig_iat: origIat ?? now,
      pv: user.passwordVersion,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + accountLimits.jwtLifetimeSeconds)
      .sign(this.key);
  }

  /** Verifies signature and expiry; answers the claims or why the token is refused. */
  async verify(token: string): Promise<{ ok: true; claims: SessionClaims } | { ok: false; reason: JwtFailure }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.nowSeconds() * 1000),
      });
      return {
        ok: true,
        claims: {
          user_id: Number(payload.user_id),
          username: typeof payload.username === 'string' ? payload.username : '',
          email: typeof payload.email === 'string' ? payload.email : '',
          exp: Number(payload.exp),
          orig_iat: typeof payload.orig_iat === 'number' ? payload.orig_iat : undefined,
          pv: typeof payload.pv === 'number' ? payload.pv : undefined,
        },
      };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
