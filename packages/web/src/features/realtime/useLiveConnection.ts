import { useEffect, useSyncExternalStore } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useNotify } from '../../ui/notifications/NotificationsContext';
import type { NotificationInput } from '../../ui/notifications/notificationStore';
import type { LiveStatus } from './liveChannel';
import { applySidebarEvent, resyncSidebar } from './sidebarEvents';

// The two states a person is told about (spec §2 "Notifications"); both stay until the state changes.
const notices: Partial<Record<LiveStatus, NotificationInput>> = {
  reconnecting: { type: 'warning', title: 'Reconnecting', message: 'Reconnecting with server.', sticky: true },
  failed: {
    type: 'error',
    title: 'Failed',
    message: 'Connection to the server has failed. Please refresh the page.',
    action: { label: 'Refresh page', onClick: () => window.location.reload() },
    sticky: true,
  },
};

/**
 * Keeps the live channel open while the app layout is shown (spec §2 "Layouts"): the sidebar
 * follows group, application and table events, is read again after a reconnect, and the
 * person sees when the connection is being restored or has failed.
 */
export function useLiveConnection(): void {
  const { live, queryClient } = useServices();
  const notify = useNotify();
  const status = useSyncExternalStore(live.subscribe, () => live.getState().status);

  useEffect(() => {
    live.connect();
    return () => live.disconnect();
  }, [live]);
  useEffect(
    () => live.listen((message) => (message.type === 'resync' ? resyncSidebar(queryClient) : applySidebarEvent(message, queryClient))),
    [live, queryClient],
  );
  useEffect(() => {
    const notice = notices[status];
    if (!notice) return;
    const id = notify.add(notice);
    return () => notify.remove(id);
  }, [status, notify]);
}
