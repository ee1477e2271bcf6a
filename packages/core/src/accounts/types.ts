/** The user as every endpoint returns it: no id and no separate e-mail key (contract §2). */
export interface UserResponse {
  first_name: string;
  username: string;
  is_staff: boolean;
}

/** Login, refresh and verify answer with a JWT and its user. */
export interface TokenResponse {
  token: string;
  user: UserResponse;
}

/** Registration answers with the user, and a token when `authenticate` was true. */
export interface RegisterResponse {
  user: UserResponse;
  token?: string;
}

/** The instance-wide settings a staff member changes (contract §3). */
export interface Settings {
  allow_new_signups: boolean;
}

/**
 * The settings object as `GET /api/settings/` and its update answer it: the contract's keys,
 * plus facts about the instance under Cellar's own `cellar_` names, which clients of the
 * reference ignore.
 */
export interface SettingsResponse extends Settings {
  /** Whether an SMTP server is configured; without one, mails are written to the server's log, links included. */
  cellar_mail_configured: boolean;
}

/** The claims of Cellar's JWT (contract §2.3). */
export interface JwtClaims {
  user_id: number;
  username: string;
  email: string;
  exp: number;
  orig_iat: number;
}
