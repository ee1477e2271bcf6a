import type { Application } from '@cellar/core';
import { useLocation } from 'react-router-dom';
import { applicationType } from './applicationTypes';

/** Whether the current page belongs to an application, e.g. one of a database's tables is open. */
export function useIsApplicationOpen(application: Application): boolean {
  const { pathname } = useLocation();
  return applicationType(application.type).openApplicationId(pathname) === application.id;
}
