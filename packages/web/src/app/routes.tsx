import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layouts/AppLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { LoginLayout } from '../layouts/LoginLayout';
import { DashboardRoute } from '../routes/DashboardRoute';
import { ErrorRoute } from '../routes/ErrorRoute';
import { ForgotPasswordRoute } from '../routes/ForgotPasswordRoute';
import { GroupInvitationRoute } from '../routes/GroupInvitationRoute';
import { IndexRoute } from '../routes/IndexRoute';
import { LoginRoute } from '../routes/LoginRoute';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { ResetPasswordRoute } from '../routes/ResetPasswordRoute';
import { SignupRoute } from '../routes/SignupRoute';
import { VerifyEmailRoute } from '../routes/VerifyEmailRoute';
import { BootScreen } from './BootScreen';
import { RootRoute } from './RootRoute';
import type { RouteHandle } from './routeHandle';
import type { Services } from './services';

const publicRoute: RouteHandle = { public: true };

/** The route table of spec §2. Everything is private unless marked public. */
export function createRoutes(services: Services): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <ErrorRoute />,
      hydrateFallbackElement: <BootScreen />,
      // Restores the session from its cookie once per page load, before any page renders.
      loader: async () => {
        await services.auth.restore();
        return null;
      },
      shouldRevalidate: () => false,
      children: [
        { index: true, element: <IndexRoute />, handle: publicRoute },
        {
          element: <LoginLayout />,
          handle: publicRoute,
          children: [
            { path: 'login', element: <LoginRoute /> },
            { path: 'signup', element: <SignupRoute /> },
            { path: 'forgot-password', element: <ForgotPasswordRoute /> },
            { path: 'reset-password/:token', element: <ResetPasswordRoute /> },
            { path: 'group-invitation/:token', element: <GroupInvitationRoute /> },
            { path: 'verify-email/:token', element: <VerifyEmailRoute /> },
          ],
        },
        {
          element: <AppLayout />,
          children: [
            { path: 'dashboard', element: <DashboardRoute /> },
            { path: 'admin/settings', lazy: async () => ({ Component: (await import('../routes/AdminSettingsRoute')).default }) },
            { path: 'database/:databaseId', lazy: async () => ({ Component: (await import('../routes/DatabaseRoute')).default }) },
            { path: 'database/:databaseId/table/:tableId/:viewId?', lazy: async () => ({ Component: (await import('../routes/TableRoute')).default }) },
          ],
        },
        // The API documentation has a layout of its own: its table of contents in place of the app's sidebar.
        { path: 'api/docs', lazy: async () => ({ Component: (await import('../routes/ApiDocsRoute')).default }) },
        { path: 'api/docs/database/:databaseId', lazy: async () => ({ Component: (await import('../routes/DatabaseApiDocsRoute')).default }) },
        {
          element: <DefaultLayout />,
          handle: publicRoute,
          children: [
            { path: 'style-guide', lazy: async () => ({ Component: (await import('../routes/StyleGuideRoute')).default }) },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}
