import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/App';
import { createQueryClient, createServices } from '../app/services';
import { createFakeFetch, memoryStorage, type FakeAnswer, type FakeRequest } from './fakeServer';

/** Renders one component with real services over a fake API, outside the route table. */
export function renderWithServices(ui: ReactNode, handlers: Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>> = {}) {
  const server = createFakeFetch(handlers);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const services = createServices({ fetch: server.fetch, storage: memoryStorage(), queryClient });
  const view = render(
    <AppProviders services={services}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, server, services };
}
