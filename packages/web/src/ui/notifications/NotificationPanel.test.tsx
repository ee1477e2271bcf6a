import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { NotificationPanel } from './NotificationPanel';
import { createNotificationStore } from './notificationStore';

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('close by themselves after 5 seconds', () => {
    const store = createNotificationStore();
    render(<NotificationPanel store={store} />);
    act(() => void store.error('Network error', 'Could not connect to the API server.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Could not connect to the API server.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Network error')).not.toBeInTheDocument();
  });

  it('can be closed by hand, and show every tone', () => {
    const store = createNotificationStore();
    render(<NotificationPanel store={store} />);
    act(() => {
      store.info('Reconnecting', 'Reconnecting with server.');
      store.success('Saved');
      store.warning('Careful');
    });
    expect(screen.getAllByRole('status')).toHaveLength(3);
    act(() => screen.getAllByRole('button', { name: 'Close notification' })[0]?.click());
    expect(screen.queryByText('Reconnecting')).not.toBeInTheDocument();
  });

  it('wait while hovered, then get a fresh 5 seconds', () => {
    const store = createNotificationStore();
    const id = store.info('Hello');
    store.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keep sticky notifications until closed', () => {
    const store = createNotificationStore();
    store.add({ type: 'error', title: 'Failed', message: 'Connection to the server has failed. Please refresh the page.', sticky: true });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
