import type { Tone } from '../Alert';

/** How long a notification stays before closing itself (spec §9). */
export const notificationLifetimeMs = 5000;

/** One toast in the top-right panel (spec §3 "Notification"). */
export interface Notification {
  id: number;
  type: Tone;
  title: string;
  message?: string;
  /** An optional button, e.g. 'Refresh page'. */
  action?: { label: string; onClick: () => void };
  /** Sticky notifications wait for the user instead of closing after the lifetime. */
  sticky?: boolean;
}

/** What a caller passes to show a notification. */
export type NotificationInput = Omit<Notification, 'id'>;

/** The notifications store: a list with timers, readable through useSyncExternalStore. */
export interface NotificationStore {
  getSnapshot(): readonly Notification[];
  subscribe(listener: () => void): () => void;
  add(input: NotificationInput): number;
  remove(id: number): void;
  /** Stops the countdown while the pointer rests on a notification; resume restarts it. */
  pause(id: number): void;
  resume(id: number): void;
  info(title: string, message?: string): number;
  success(title: string, message?: string): number;
  warning(title: string, message?: string): number;
  error(title: string, message?: string): number;
}

/** Creates a store; tests pass a shorter lifetime or use fake timers. */
export function createNotificationStore(lifetimeMs = notificationLifetimeMs): NotificationStore {
  let items: readonly Notification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener());
  const stopTimer = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const startTimer = (id: number) => {
    stopTimer(id);
    timers.set(id, setTimeout(() => store.remove(id), lifetimeMs));
  };

  const store: NotificationStore = {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(input) {
      const id = nextId++;
      items = [...items, { ...input, id }];
      if (!input.sticky) startTimer(id);
      emit();
      return id;
    },
    remove(id) {
      stopTimer(id);
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      emit();
    },
    pause: stopTimer,
    resume(id) {
      const item = items.find((candidate) => candidate.id === id);
      if (item && !item.sticky) startTimer(id);
    },
    info: (title, message) => store.add({ type: 'info', title, message }),
    success: (title, message) => store.add({ type: 'success', title, message }),
    warning: (title, message) => store.add({ type: 'warning', title, message }),
    error: (title, message) => store.add({ type: 'error', title, message }),
  };
  return store;
}
