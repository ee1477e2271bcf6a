import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { NotificationsProvider } from '../ui/notifications/NotificationsContext';
import { ProgressProvider } from '../ui/progress/ProgressContext';
import { TooltipProvider } from '../ui/Tooltip';
import { createRoutes } from './routes';
import { ServicesProvider } from './ServicesContext';
import type { Services } from './services';

/** Providers shared by the app and its tests, around whatever router is given. */
export function AppProviders({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <TooltipProvider delayDuration={300}>
        <NotificationsProvider>
          <ProgressProvider>{children}</ProgressProvider>
        </NotificationsProvider>
      </TooltipProvider>
    </ServicesProvider>
  );
}

/** The whole app in the browser. */
export function App({ services }: { services: Services }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(services)));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
