import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../app/App';
import { createQueryClient, createServices } from '../../app/services';
import { createFakeFetch, fakeJwt, memoryStorage } from '../../test/fakeServer';
import type { Handlers } from './groupFixtures';

/**
 * Renders one component for a signed-in user (the session restored from a fake cookie) inside a
 * data router, so components that navigate or watch navigation work; other paths show their name.
 */
export async function renderSignedIn(ui: ReactNode, handlers: Handlers, { path = '/dashboard' }: { path?: string } = {}) {
  const server = createFakeFetch(handlers);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const services = createServices({ fetch: server.fetch, storage: memoryStorage(fakeJwt(3600)), queryClient });
  await services.auth.restore();
  const router = createMemoryRouter(
    [
      { path: '/database/:databaseId/table/:tableId', element: ui },
      { path: '/api/docs/database/:databaseId', element: ui },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, server, services, router };
}
