import { describe, expect, it } from 'vitest';
import { SignedTokens } from './signed-token.js';

describe('signed tokens', () => {
  it('are accepted up to their maximum age, to the second, and refused as expired after it', () => {
    const tokens = new SignedTokens('secret', 'cellar.test');
    const token = tokens.sign({ user: 7 }, 1_000);
    expect(tokens.read(token, 1_000 + 3_600, 3_600)).toEqual({ ok: true, payload: { user: 7 }, issuedAt: 1_000 });
    expect(tokens.read(token, 1_000 + 3_601, 3_600)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused by another installation (secret) and for another purpose (salt)', () => {
    const token = new SignedTokens('secret', 'cellar.password-reset').sign({ user: 7 }, 1_000);
    expect(new SignedTokens('another secret', 'cellar.password-reset').read(token, 1_000)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(new SignedTokens('secret', 'cellar.email-verification').read(token, 1_000)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(new SignedTokens('secret', 'cellar.password-reset').read(token, 1_000)).toMatchObject({ ok: true });
  });
});
