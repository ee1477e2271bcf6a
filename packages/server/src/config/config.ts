import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the server reads from its environment, resolved once at start. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  secretKey: string;
  smtp: SmtpConfig | undefined;
  rateLimits: RateLimitConfig;
  logLevel: string;
  /** Behind a reverse proxy: client IPs (for rate limits) come from `X-Forwarded-For`. */
  trustProxy: boolean;
  /** The most rows (header included) a table may be created with from imported data; unset: no limit. */
  initialTableDataLimit: number | undefined;
}

/** SMTP settings; absent when SMTP_HOST is unset, and mail is then logged instead of sent. */
export interface SmtpConfig {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
  from: string;
}

/** How many failed logins and reset requests an address or IP may make per window. */
export interface RateLimitConfig {
  loginAttempts: number;
  resetRequests: number;
  windowSeconds: number;
}

type Env = Record<string, string | undefined>;

/** Reads the configuration from the environment, creating DATA_DIR and its secret key when needed. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env.PORT, 8000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    secretKey: env.SECRET_KEY || persistedSecretKey(dataDir),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: integer(env.SMTP_PORT, 25, 'SMTP_PORT'),
          user: env.SMTP_USER || undefined,
          password: env.SMTP_PASSWORD || undefined,
          from: env.SMTP_FROM || 'Cellar <no-reply@localhost>',
        }
      : undefined,
    rateLimits: {
      loginAttempts: integer(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
      resetRequests: integer(env.RESET_RATE_LIMIT, 5, 'RESET_RATE_LIMIT'),
      windowSeconds: integer(env.RATE_LIMIT_WINDOW_SECONDS, 900, 'RATE_LIMIT_WINDOW_SECONDS'),
    },
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    initialTableDataLimit: env.INITIAL_TABLE_DATA_LIMIT ? integer(env.INITIAL_TABLE_DATA_LIMIT, 0, 'INITIAL_TABLE_DATA_LIMIT') : undefined,
  };
}

function integer(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}".`);
  return value;
}

// A generated key is kept on disk so that sessions and links survive a restart.
function persistedSecretKey(dataDir: string): string {
  const path = join(dataDir, 'secret-key');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writeFileSync(path, key, { mode: 0o600 });
  return key;
}
