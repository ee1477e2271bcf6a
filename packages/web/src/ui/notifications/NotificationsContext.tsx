import { createContext, useContext, useState, type ReactNode } from 'react';
import { createNotificationStore, type NotificationStore } from './notificationStore';
import { NotificationPanel } from './NotificationPanel';

const NotificationsContext = createContext<NotificationStore | null>(null);

/** Provides one notification store to the tree and renders its panel above everything. */
export function NotificationsProvider({ store, children }: { store?: NotificationStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createNotificationStore());
  return (
    <NotificationsContext.Provider value={own}>
      {children}
      <NotificationPanel store={own} />
    </NotificationsContext.Provider>
  );
}

/** The notification store, for showing info/success/warning/error toasts. */
export function useNotify(): NotificationStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotify needs a NotificationsProvider above it.');
  return store;
}
