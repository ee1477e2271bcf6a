import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isApiError } from '../api';
import { isChunkLoadError, reloadForNewChunks } from '../app/chunkReload';
import { ErrorPage } from './ErrorPage';

/** The router's error boundary: turns whatever was thrown into the error page. */
export function ErrorRoute() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForNewChunks()) return null;
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  if (isApiError(error)) {
    return error.hasResponse ? <ErrorPage status={error.status ?? 500} /> : <ErrorPage title={error.title} message={error.message} />;
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage status={500} />;
}
