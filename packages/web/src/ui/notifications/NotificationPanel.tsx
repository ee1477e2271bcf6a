import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { toneIcons } from '../Alert';
import type { Notification, NotificationStore } from './notificationStore';
import styles from './NotificationPanel.module.css';

/** The top-right stack of notifications, 320px wide (spec §9). */
export function NotificationPanel({ store }: { store: NotificationStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className={styles.panel} aria-label="Notifications" aria-live="polite">
      {items.map((item) => (
        <NotificationCard key={item.id} item={item} store={store} />
      ))}
    </section>
  );
}

function NotificationCard({ item, store }: { item: Notification; store: NotificationStore }) {
  const Icon = toneIcons[item.type];
  return (
    <div
      className={`${styles.card} ${styles[item.type]}`}
      role={item.type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => store.pause(item.id)}
      onMouseLeave={() => store.resume(item.id)}
    >
      <Icon size={16} className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <p className={styles.title}>{item.title}</p>
        {item.message && <p className={styles.message}>{item.message}</p>}
        {item.action && (
          <button type="button" className={styles.action} onClick={item.action.onClick}>
            {item.action.label}
          </button>
        )}
      </div>
      <button type="button" className={styles.close} aria-label="Close notification" onClick={() => store.remove(item.id)}>
        <X size={14} aria-hidden />
      </button>
    </div>
  );
}
