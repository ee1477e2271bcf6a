import type { Application, Group, GroupWithMembership, Settings } from '@cellar/core';

/**
 * Everything a service can announce after its transaction commits. The realtime layer maps
 * them to the WebSocket messages of contract §13 and picks their audience from these fields.
 */
export type DomainEvent =
  | { type: 'user_created'; userId: number; email: string }
  | { type: 'user_password_changed'; userId: number; reason: 'change' | 'reset' }
  | { type: 'settings_updated'; settings: Settings }
  /** A new group; only its creator is a member yet. */
  | { type: 'group_created'; group: Group; userId: number }
  | { type: 'group_updated'; group: Group }
  /** A deleted group, with the members it had. */
  | { type: 'group_deleted'; groupId: number; memberUserIds: number[] }
  /** A member's role changed: only that member hears of it (as `group_updated`). */
  | { type: 'group_user_updated'; userId: number; group: GroupWithMembership }
  /** A member was removed: only that member hears of it (as `group_deleted`). */
  | { type: 'group_user_deleted'; userId: number; groupId: number }
  | { type: 'application_created'; groupId: number; application: Application }
  | { type: 'application_updated'; groupId: number; application: Application }
  | { type: 'application_deleted'; groupId: number; applicationId: number };

/** The names of all domain events. */
export type DomainEventType = DomainEvent['type'];
