import { NavigationProgress } from './NavigationProgress';
import { SessionGate } from './SessionGate';

/** The top of the route tree: progress while navigating, then the authentication guard. */
export function RootRoute() {
  return (
    <>
      <NavigationProgress />
      <SessionGate />
    </>
  );
}
