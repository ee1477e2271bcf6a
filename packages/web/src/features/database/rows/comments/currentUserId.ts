import { useAuth } from '../../../auth/useAuth';

/** The `user_id` claim of a JWT (the signed-in user's id), read without verifying it; null when absent. */
export function readJwtUserId(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(base64)) as { user_id?: unknown };
    return typeof claims.user_id === 'number' ? claims.user_id : null;
  } catch {
    return null;
  }
}

/** The signed-in user's id, which tells one's own comments (editable) from others'. */
export function useCurrentUserId(): number | null {
  return readJwtUserId(useAuth().token);
}
