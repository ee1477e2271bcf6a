import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SmtpConfig } from '../config/config.js';
import { createMailer } from './mailer.js';

// smtp-server offers STARTTLS with its built-in self-signed certificate unless told not to.
const servers: SMTPServer[] = [];
async function relay(options: { startTls: boolean }): Promise<{ port: number; received: () => number }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    ...(options.startTls ? {} : { disabledCommands: ['STARTTLS'] }),
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        count += 1;
        callback();
      });
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as { port: number }).port, received: () => count };
}
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
});

const smtp = (port: number, insecure: boolean): SmtpConfig => ({ host: '127.0.0.1', port, user: undefined, password: undefined, from: 'Cellar <c@localhost>', insecure });
const message = { to: 'ada@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
const logger = pino({ level: 'silent' });

describe('the SMTP mailer', () => {
  it('refuses a server whose certificate it cannot verify', async () => {
    const server = await relay({ startTls: true });
    const mailer = createMailer(smtp(server.port, false), logger);
    await expect(mailer.send(message)).rejects.toThrow(/certificate/i);
    mailer.close();
    expect(server.received()).toBe(0);
  });

  it('refuses a server that offers no STARTTLS', async () => {
    const server = await relay({ startTls: false });
    const mailer = createMailer(smtp(server.port, false), logger);
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
    expect(server.received()).toBe(0);
  });

  it('sends to a local relay either way with SMTP_INSECURE', async () => {
    for (const startTls of [true, false]) {
      const server = await relay({ startTls });
      const mailer = createMailer(smtp(server.port, true), logger);
      await mailer.send(message);
      mailer.close();
      expect(server.received()).toBe(1);
    }
  });
});

describe('without SMTP_HOST', () => {
  it('writes each mail’s recipient, subject and link to the log as a warning, which LOG_LEVEL=warn keeps', async () => {
    const lines: string[] = [];
    const warnLogger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    await createMailer(undefined, warnLogger).send({ ...message, link: 'http://localhost:8000/reset-password/tok' });
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: 40, msg: 'mail not sent (no SMTP_HOST configured)', to: 'ada@example.com', subject: 'Hello', link: 'http://localhost:8000/reset-password/tok' }),
    ]);
  });
});
