import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { defaultSharedBuffersMb } from '../db/embedded/open-embedded.js';
import { defaultPostgresTimeouts, type PostgresTimeouts } from '../db/postgres/open-postgres.js';
import { shippedTemplatesDir } from '../templates/templates-dir.js';
import { secureDataDir } from './data-dir.js';

/** Everything the server reads from its environment, resolved once at start. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** How long to wait on PostgreSQL: DATABASE_CONNECT_TIMEOUT_MS (5 s), DATABASE_STATEMENT_TIMEOUT_MS (30 s). */
  databaseTimeouts: PostgresTimeouts;
  dataDir: string;
  /**
   * EMBEDDED_SHARED_BUFFERS_MB: the embedded engine's page cache (PostgreSQL's shared_buffers), 16 MB
   * unless raised; it is resident for the life of the process (docs/configuration.md).
   */
  embeddedSharedBuffersMb: number;
  /** Where uploaded files and their thumbnails are kept: MEDIA_DIR, by default `DATA_DIR/media`. */
  mediaDir: string;
  /** The absolute URL, ending in `/`, files are served under: MEDIA_URL, by default `<PUBLIC_URL>/media/`. */
  mediaUrl: string;
  secretKey: string;
  smtp: SmtpConfig | undefined;
  rateLimits: RateLimitConfig;
  quotas: QuotaConfig;
  /** scrypt cost of new password hashes as log2 N (r=8, p=1): 17 (OWASP's 2^17) unless lowered. */
  passwordHashCost: number;
  /**
   * The most rows one grid window (`limit` or `size`) may ask for; the reference has no maximum.
   * 1000 by default: ten such windows at once keep GET /_health near 100 ms on the embedded engine.
   */
  gridPageSizeLimit: number;
  logLevel: string;
  /**
   * Which proxies' `X-Forwarded-For` entries to believe, for client IPs (rate limits): false (none),
   * a number of hops counted from the right, or the proxies' addresses and CIDR ranges. Never
   * "all": the leftmost entry is whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** The most rows (header included) a table may be created with from imported data; unset: no limit. */
  initialTableDataLimit: number | undefined;
  /** IMPORT_MAX_MB: the largest file one streamed import reads, 8 GB unless changed; past it ERROR_IMPORT_TOO_LARGE (413). */
  importMaxBytes: number;
  /** When uploaded files no cell refers to are deleted. */
  unusedFiles: UnusedFilesConfig;
  /** How long undo reaches back and the trash keeps things, and how often the sweep runs (issue 33). */
  undoAndTrash: UndoAndTrashConfig;
  /** How often formulas reading the clock are refreshed (issue 34). */
  formulas: FormulasConfig;
  /** REDIS_URL: carry committed changes between server processes (WebSocket events, caches); unset: one process. */
  redisUrl: string | undefined;
  /**
   * REDIS_KEY_PREFIX: what this installation's pub/sub channel and Redis keys (rate limits, login
   * backoff) start with, `cellar` by default, so that several installations can share one Redis.
   */
  redisKeyPrefix: string;
  /** What one WebSocket and one user's WebSockets may do on `/ws/core/` before they are closed. */
  realtimeLimits: RealtimeLimitsConfig;
  /**
   * TEMPLATES_DIR: the template files synced at start (contract §7), `packages/server/templates` unless
   * set. Unset in a Config built by hand (tests): no templates, and nothing to sync at start.
   */
  templatesDir?: string;
  /** Table webhooks (issue 37, docs/webhooks.md): which private targets they may call, retries, bounds. */
  webhooks: WebhooksConfig;
}

/**
 * WEBHOOKS_ALLOWED_ADDRESSES: addresses and CIDR ranges a webhook may call although they are private
 * (an n8n beside Cellar), each kept as a CIDR range (`10.0.0.5` becomes `10.0.0.5/32`); empty by default.
 * WEBHOOKS_MAX_RETRIES (8): attempts per call after the first fails. WEBHOOKS_MAX_CONSECUTIVE_FAILURES (8):
 * failed calls in a row before the webhook is switched off. WEBHOOKS_MAX_PER_TABLE (20): webhooks one table may have.
 */
export interface WebhooksConfig {
  allowedAddresses: string[];
  maxRetries: number;
  maxConsecutiveFailures: number;
  maxPerTable: number;
  /** Not read from the environment: the first retry's wait (1 s, doubling) and a call's timeout (5 s), which tests shorten. */
  retryBaseMs?: number;
  timeoutMs?: number;
}

/**
 * WS_MESSAGES_PER_SECOND: messages one socket may send per second (20; a burst of as many is
 * allowed, the browser sends one per table opened). WS_SOCKETS_PER_USER: sockets one user may have
 * open on one server process (20; the browser opens one per tab).
 */
export interface RealtimeLimitsConfig {
  messagesPerSecond: number;
  socketsPerUser: number;
}

/** SMTP settings; absent when SMTP_HOST is unset, and mail is then logged instead of sent. */
export interface SmtpConfig {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
  from: string;
  /** SMTP_INSECURE: send without requiring STARTTLS and accept any certificate (a local relay only). */
  insecure: boolean;
}

/**
 * How many failed logins, mail requests (reset, verification) and sign-ups an address or IP may
 * make per window, and how many invitations a user and a group may send per hour.
 */
export interface RateLimitConfig {
  loginAttempts: number;
  resetRequests: number;
  windowSeconds: number;
  signups: number;
  invitationsPerUser: number;
  invitationsPerGroup: number;
  /** UPLOAD_RATE_LIMIT: uploads (files and URLs) one user may make per hour. */
  uploadsPerUser: number;
}

/**
 * The sweep of unused uploads: every `sweepIntervalSeconds` (0: never) it deletes the files that
 * no cell refers to and that nobody uploaded or used within `graceSeconds`.
 */
export interface UnusedFilesConfig {
  sweepIntervalSeconds: number;
  graceSeconds: number;
}

/**
 * UNDO_PERIOD_HOURS (2): how far back undo reaches; older actions are removed by the sweep.
 * TRASH_DURATION_HOURS (72): how long trashed things wait before the sweep deletes them for good.
 * TRASH_SWEEP_INTERVAL_SECONDS (300; 0: never): how often the sweep runs in the server process.
 * ROW_HISTORY_RETENTION_DAYS (180): how long each row's history is kept; older entries are removed by the sweep.
 */
export interface UndoAndTrashConfig {
  undoPeriodHours: number;
  trashDurationHours: number;
  sweepIntervalSeconds: number;
  rowHistoryRetentionDays: number;
}

/**
 * FORMULA_REFRESH_INTERVAL_SECONDS (600, as Baserow's periodic field update; 0: never): how often formulas
 * reading the clock (now, today) are recomputed, and how old their last refresh may be when a table is read.
 */
export interface FormulasConfig {
  refreshIntervalSeconds: number;
}

/** The most of each thing one user, group or table may hold; creating one more is ERROR_QUOTA_EXCEEDED. */
export interface QuotaConfig {
  /** Groups a user may belong to and still create another. */
  groupsPerUser: number;
  applicationsPerGroup: number;
  /** Tables across all databases of a group. */
  tablesPerGroup: number;
  fieldsPerTable: number;
  viewsPerTable: number;
  /** Bytes of uploaded files a user may keep (what they uploaded and is not yet collected). */
  storageBytesPerUser: number;
}

const mb = 1024 * 1024;

/** The shortest SECRET_KEY accepted: 256 bits, what HS256 needs to be as strong as its hash. */
export const minSecretKeyBytes = 32;

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from the environment, creating DATA_DIR (owner-only) and its secret
 * key when needed. Refuses a SECRET_KEY shorter than 32 bytes.
 */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env.PORT, 8000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR || './data');
  const publicUrl = withoutTrailingSlashes(env.PUBLIC_URL || `http://localhost:${port}`);
  return {
    port,
    host,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseTimeouts: {
      connectMs: integer(env.DATABASE_CONNECT_TIMEOUT_MS, defaultPostgresTimeouts.connectMs, 'DATABASE_CONNECT_TIMEOUT_MS'),
      statementMs: integer(env.DATABASE_STATEMENT_TIMEOUT_MS, defaultPostgresTimeouts.statementMs, 'DATABASE_STATEMENT_TIMEOUT_MS'),
    },
    dataDir,
    embeddedSharedBuffersMb: within(
      integer(env.EMBEDDED_SHARED_BUFFERS_MB, defaultSharedBuffersMb, 'EMBEDDED_SHARED_BUFFERS_MB'),
      1,
      1024,
      'EMBEDDED_SHARED_BUFFERS_MB',
    ),
    mediaDir: resolve(env.MEDIA_DIR || join(dataDir, 'media')),
    mediaUrl: `${withoutTrailingSlashes(env.MEDIA_URL || `${publicUrl}/media`)}/`,
    secretKey: checkedSecretKey(env.SECRET_KEY || persistedSecretKey(dataDir)),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: integer(env.SMTP_PORT, 25, 'SMTP_PORT'),
          user: env.SMTP_USER || undefined,
          password: env.SMTP_PASSWORD || undefined,
          from: env.SMTP_FROM || 'Cellar <no-reply@localhost>',
          insecure: env.SMTP_INSECURE === 'true',
        }
      : undefined,
    rateLimits: {
      loginAttempts: integer(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
      resetRequests: integer(env.RESET_RATE_LIMIT, 5, 'RESET_RATE_LIMIT'),
      windowSeconds: integer(env.RATE_LIMIT_WINDOW_SECONDS, 900, 'RATE_LIMIT_WINDOW_SECONDS'),
      signups: integer(env.SIGNUP_RATE_LIMIT, 10, 'SIGNUP_RATE_LIMIT'),
      invitationsPerUser: integer(env.INVITATION_RATE_LIMIT_PER_USER, 50, 'INVITATION_RATE_LIMIT_PER_USER'),
      invitationsPerGroup: integer(env.INVITATION_RATE_LIMIT_PER_GROUP, 100, 'INVITATION_RATE_LIMIT_PER_GROUP'),
      uploadsPerUser: integer(env.UPLOAD_RATE_LIMIT, 1000, 'UPLOAD_RATE_LIMIT'),
    },
    quotas: {
      groupsPerUser: positive(env.MAX_GROUPS_PER_USER, 100, 'MAX_GROUPS_PER_USER'),
      applicationsPerGroup: positive(env.MAX_APPLICATIONS_PER_GROUP, 100, 'MAX_APPLICATIONS_PER_GROUP'),
      tablesPerGroup: positive(env.MAX_TABLES_PER_GROUP, 500, 'MAX_TABLES_PER_GROUP'),
      fieldsPerTable: positive(env.MAX_FIELDS_PER_TABLE, 500, 'MAX_FIELDS_PER_TABLE'),
      viewsPerTable: positive(env.MAX_VIEWS_PER_TABLE, 100, 'MAX_VIEWS_PER_TABLE'),
      storageBytesPerUser: positive(env.MAX_STORAGE_MB_PER_USER, 10_240, 'MAX_STORAGE_MB_PER_USER') * mb,
    },
    passwordHashCost: within(integer(env.PASSWORD_HASH_COST, 17, 'PASSWORD_HASH_COST'), 15, 20, 'PASSWORD_HASH_COST'),
    gridPageSizeLimit: positive(env.GRID_PAGE_SIZE_LIMIT, 1000, 'GRID_PAGE_SIZE_LIMIT'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    initialTableDataLimit: env.INITIAL_TABLE_DATA_LIMIT ? integer(env.INITIAL_TABLE_DATA_LIMIT, 0, 'INITIAL_TABLE_DATA_LIMIT') : undefined,
    // 8 GB: the 1 GB import of the goals with room to spare; the file is streamed, so the cap bounds time and disk, not memory.
    importMaxBytes: positive(env.IMPORT_MAX_MB, 8_192, 'IMPORT_MAX_MB') * mb,
    unusedFiles: {
      sweepIntervalSeconds: integer(env.UNUSED_FILES_SWEEP_INTERVAL_SECONDS, 3_600, 'UNUSED_FILES_SWEEP_INTERVAL_SECONDS'),
      graceSeconds: integer(env.UNUSED_FILES_GRACE_SECONDS, 86_400, 'UNUSED_FILES_GRACE_SECONDS'),
    },
    undoAndTrash: {
      undoPeriodHours: positive(env.UNDO_PERIOD_HOURS, 2, 'UNDO_PERIOD_HOURS'),
      trashDurationHours: positive(env.TRASH_DURATION_HOURS, 72, 'TRASH_DURATION_HOURS'),
      sweepIntervalSeconds: integer(env.TRASH_SWEEP_INTERVAL_SECONDS, 300, 'TRASH_SWEEP_INTERVAL_SECONDS'),
      rowHistoryRetentionDays: positive(env.ROW_HISTORY_RETENTION_DAYS, 180, 'ROW_HISTORY_RETENTION_DAYS'),
    },
    formulas: {
      refreshIntervalSeconds: integer(env.FORMULA_REFRESH_INTERVAL_SECONDS, 600, 'FORMULA_REFRESH_INTERVAL_SECONDS'),
    },
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: redisKeyPrefix(env.REDIS_KEY_PREFIX),
    realtimeLimits: {
      messagesPerSecond: positive(env.WS_MESSAGES_PER_SECOND, 20, 'WS_MESSAGES_PER_SECOND'),
      socketsPerUser: positive(env.WS_SOCKETS_PER_USER, 20, 'WS_SOCKETS_PER_USER'),
    },
    templatesDir: env.TEMPLATES_DIR ? resolve(env.TEMPLATES_DIR) : shippedTemplatesDir,
    webhooks: {
      allowedAddresses: addressRanges(env.WEBHOOKS_ALLOWED_ADDRESSES, 'WEBHOOKS_ALLOWED_ADDRESSES'),
      maxRetries: integer(env.WEBHOOKS_MAX_RETRIES, 8, 'WEBHOOKS_MAX_RETRIES'),
      maxConsecutiveFailures: positive(env.WEBHOOKS_MAX_CONSECUTIVE_FAILURES, 8, 'WEBHOOKS_MAX_CONSECUTIVE_FAILURES'),
      maxPerTable: positive(env.WEBHOOKS_MAX_PER_TABLE, 20, 'WEBHOOKS_MAX_PER_TABLE'),
    },
  };
}

/** A comma-separated list of addresses and CIDR ranges as CIDR ranges; a typo stops the start rather than opening or closing the wrong range. */
export function addressRanges(raw: string | undefined, name: string): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.map((entry) => {
    try {
      if (entry.includes('/')) {
        const [address, bits] = ipaddr.parseCIDR(entry);
        return `${address.toString()}/${bits}`;
      }
      const address = ipaddr.parse(entry);
      return `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`;
    } catch {
      throw new Error(`${name} holds addresses and CIDR ranges separated by commas, got "${entry}".`);
    }
  });
}

// No `:`, which separates the prefix from what follows: one installation's prefix never starts another's names.
function redisKeyPrefix(raw: string | undefined): string {
  const prefix = raw || 'cellar';
  if (!/^[\w.-]{1,100}$/.test(prefix)) throw new Error(`REDIS_KEY_PREFIX may hold up to 100 letters, digits, "_", "." and "-", got "${prefix}".`);
  return prefix;
}

function integer(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}".`);
  return value;
}

function positive(raw: string | undefined, fallback: number, name: string): number {
  return within(integer(raw, fallback, name), 1, Number.MAX_SAFE_INTEGER, name);
}

function within(value: number, min: number, max: number, name: string): number {
  if (value < min || value > max) throw new Error(`${name} must be between ${min} and ${max}, got ${value}.`);
  return value;
}

// A loop, not a regex: /\/+$/ rescans a long run of slashes from every position.
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

function checkedSecretKey(key: string): string {
  if (Buffer.byteLength(key, 'utf8') < minSecretKeyBytes) {
    throw new Error(
      `SECRET_KEY must be at least ${minSecretKeyBytes} bytes long. Generate one with \`openssl rand -base64 48\`, ` +
        'or unset it to let Cellar generate and keep one in DATA_DIR.',
    );
  }
  return key;
}

// A generated key is kept on disk so that sessions and links survive a restart.
function persistedSecretKey(dataDir: string): string {
  secureDataDir(dataDir);
  const path = join(dataDir, 'secret-key');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const key = randomBytes(48).toString('base64url');
  writeFileSync(path, key, { mode: 0o600 });
  return key;
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; a number is how many proxies stand in front
 * (each adds one entry on the right of `X-Forwarded-For`); otherwise a comma-separated list of
 * proxy addresses or CIDR ranges. `true` means the one proxy in front, not every entry: trusting
 * every entry would let a client pick its own IP and escape every per-IP limit.
 */
export function trustedProxies(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  return text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
}
