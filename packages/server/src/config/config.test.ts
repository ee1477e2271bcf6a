import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const made: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cellar-config-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const mode = (path: string) => statSync(path).mode & 0o777;

describe('loadConfig', () => {
  it('creates DATA_DIR for its owner only', () => {
    const dataDir = join(scratch(), 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'secret-key'))).toBe(0o600);
  });

  it('tightens an existing DATA_DIR and what the embedded engine left in it', () => {
    const dataDir = scratch();
    mkdirSync(join(dataDir, 'pgdata', 'pg_wal'), { recursive: true });
    writeFileSync(join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'), 'hashes and rows');
    chmodSync(join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'), 0o666);
    chmodSync(join(dataDir, 'pgdata'), 0o777);
    chmodSync(dataDir, 0o755);
    loadConfig({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'pgdata'))).toBe(0o700);
    expect(mode(join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'))).toBe(0o600);
  });

  it('refuses a SECRET_KEY shorter than 32 bytes', () => {
    const dataDir = scratch();
    expect(() => loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(31) })).toThrow(/SECRET_KEY must be at least 32 bytes/);
    expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(32) }).secretKey).toHaveLength(32);
  });

  it('verifies SMTP certificates and requires STARTTLS unless SMTP_INSECURE is set', () => {
    const dataDir = scratch();
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_HOST: 'mail.example.com' }).smtp?.insecure).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_HOST: 'localhost', SMTP_INSECURE: 'true' }).smtp?.insecure).toBe(true);
  });

  it('has quotas, sign-up and invitation limits and a grid page limit by default', () => {
    const config = loadConfig({ DATA_DIR: scratch() });
    expect(config.quotas).toEqual({ groupsPerUser: 100, applicationsPerGroup: 100, tablesPerGroup: 500, fieldsPerTable: 500, viewsPerTable: 100, storageBytesPerUser: 10_240 * 1024 ** 2 });
    expect(config.rateLimits).toMatchObject({ signups: 10, invitationsPerUser: 50, invitationsPerGroup: 100 });
    expect(config.gridPageSizeLimit).toBe(1000);
    expect(() => loadConfig({ DATA_DIR: scratch(), MAX_FIELDS_PER_TABLE: '0' })).toThrow(/MAX_FIELDS_PER_TABLE/);
  });

  it('namespaces Redis under REDIS_KEY_PREFIX, `cellar` by default, refusing a prefix that could run into another', () => {
    expect(loadConfig({ DATA_DIR: scratch() }).redisKeyPrefix).toBe('cellar');
    expect(loadConfig({ DATA_DIR: scratch(), REDIS_KEY_PREFIX: 'cellar-staging' }).redisKeyPrefix).toBe('cellar-staging');
    expect(() => loadConfig({ DATA_DIR: scratch(), REDIS_KEY_PREFIX: 'cellar:rate' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('gives the embedded engine 16 MB of shared buffers unless EMBEDDED_SHARED_BUFFERS_MB asks for 1 to 1024', () => {
    expect(loadConfig({ DATA_DIR: scratch() }).embeddedSharedBuffersMb).toBe(16);
    expect(loadConfig({ DATA_DIR: scratch(), EMBEDDED_SHARED_BUFFERS_MB: '128' }).embeddedSharedBuffersMb).toBe(128);
    for (const refused of ['0', '2048', '128MB']) {
      expect(() => loadConfig({ DATA_DIR: scratch(), EMBEDDED_SHARED_BUFFERS_MB: refused })).toThrow(/EMBEDDED_SHARED_BUFFERS_MB/);
    }
  });

  it('reads the webhook settings, allowed addresses as CIDR ranges, refusing one that does not parse', () => {
    expect(loadConfig({ DATA_DIR: scratch() }).webhooks).toEqual({ allowedAddresses: [], maxRetries: 8, maxConsecutiveFailures: 8, maxPerTable: 20 });
    const set = loadConfig({ DATA_DIR: scratch(), WEBHOOKS_ALLOWED_ADDRESSES: ' 127.0.0.1, 10.0.0.0/8 ,fd00::5,', WEBHOOKS_MAX_PER_TABLE: '3' }).webhooks;
    expect(set.allowedAddresses).toEqual(['127.0.0.1/32', '10.0.0.0/8', 'fd00::5/128']);
    expect(set.maxPerTable).toBe(3);
    expect(() => loadConfig({ DATA_DIR: scratch(), WEBHOOKS_ALLOWED_ADDRESSES: 'n8n.local' })).toThrow(/WEBHOOKS_ALLOWED_ADDRESSES/);
    expect(() => loadConfig({ DATA_DIR: scratch(), WEBHOOKS_MAX_PER_TABLE: '0' })).toThrow(/WEBHOOKS_MAX_PER_TABLE/);
  });
});
