import type { Settings } from '@cellar/core';

/**
 * Everything a service can announce after its transaction commits. Later domains add
 * their members here (group_created, row_created, …); the realtime layer maps them to
 * the WebSocket messages of contract §13.
 */
export type DomainEvent =
  | { type: 'user_created'; userId: number; email: string }
  | { type: 'user_password_changed'; userId: number; reason: 'change' | 'reset' }
  | { type: 'settings_updated'; settings: Settings };

/** The names of all domain events. */
export type DomainEventType = DomainEvent['type'];
