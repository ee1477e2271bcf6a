import { DomainError } from '@cellar/core';
import { SignedTokens } from '../security/signed-token.js';

/** Signs invitation ids for mail links; they never expire but die with their invitation (contract §5.2). */
export function invitationTokens(secretKey: string) {
  const tokens = new SignedTokens(secretKey, 'cellar.group-invitation');
  return {
    sign(invitationId: number, nowSeconds: number): string {
      return tokens.sign({ invitation_id: invitationId }, nowSeconds);
    },
    /** The invitation id of a token, or BAD_TOKEN_SIGNATURE. */
    read(token: string, nowSeconds: number): number {
      const result = tokens.read<{ invitation_id: number }>(token, nowSeconds);
      if (!result.ok) throw new DomainError('BAD_TOKEN_SIGNATURE');
      return result.payload.invitation_id;
    },
  };
}
