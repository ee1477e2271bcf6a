import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { Services } from './services';

const ServicesContext = createContext<Services | null>(null);

/** Makes the services and their query cache available to every component. */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesContext.Provider>
  );
}

/** The app's services; throws outside a ServicesProvider to make a wiring mistake loud. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider above it.');
  return services;
}

/** The typed API client. */
export function useApi() {
  return useServices().api;
}
