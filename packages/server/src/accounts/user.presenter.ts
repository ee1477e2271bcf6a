import type { UserResponse } from '@cellar/core';
import type { UserRecord } from './users.repo.js';

/** What a client sees of a user: no id and no separate e-mail key (contract §2). */
export function presentUser(user: UserRecord): UserResponse {
  return { first_name: user.first_name, username: user.email, is_staff: user.is_staff };
}

/** The version of a user's password that sessions and reset links are bound to. */
export function passwordVersion(user: UserRecord): number {
  return user.password_changed_at.getTime();
}
