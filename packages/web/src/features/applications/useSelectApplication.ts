import type { Application } from '@cellar/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import { applicationType } from './applicationTypes';

/** Selects an application as its type decides: go to its page, or explain why not (spec §4). */
export function useSelectApplication(): (application: Application) => void {
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(
    (application: Application) => {
      const selection = applicationType(application.type).select(application);
      if ('to' in selection) navigate(selection.to);
      else notify.error(selection.error.title, selection.error.message);
    },
    [navigate, notify],
  );
}
