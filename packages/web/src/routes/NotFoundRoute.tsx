import { ErrorPage } from './ErrorPage';

/** Every unknown URL: the error page with status 404. */
export function NotFoundRoute() {
  return <ErrorPage status={404} />;
}
