import type { UIMatch } from 'react-router-dom';

/** Per-route metadata; routes are private unless they say `public: true` (the guard runs by default). */
export interface RouteHandle {
  public?: boolean;
}

/** True when any matched route opted out of the authentication guard. */
export function isPublicMatch(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.public === true);
}
