import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/App';
import { createRoutes } from '../app/routes';
import { createQueryClient, createServices } from '../app/services';
import { createFakeFetch, memoryStorage, type FakeAnswer, type FakeRequest } from './fakeServer';
import { createFakeSockets } from './fakeSocket';

/** Options of renderApp: where to start, the fake API, and a token already in the "cookie". */
export interface RenderAppOptions {
  path: string;
  handlers?: Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>>;
  token?: string | null;
}

/** Renders the real route table in memory against a fake API; returns the router to inspect the URL. */
export function renderApp({ path, handlers = {}, token = null }: RenderAppOptions) {
  const server = createFakeFetch({ 'GET /api/settings/': () => ({ status: 200, body: { allow_new_signups: true } }), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const storage = memoryStorage(token);
  // The live channel talks to fake sockets the test can drive; nothing reaches a network.
  const sockets = createFakeSockets();
  const services = createServices({ fetch: server.fetch, storage, queryClient, openSocket: sockets.open });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, services, server, storage, sockets };
}
