import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

/** One e-mail as the test SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
export class SmtpInbox {
  readonly messages: ReceivedMail[] = [];
  private waiters: (() => void)[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          this.messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
  }

  /** Starts listening on 127.0.0.1 and remembers the port. */
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  /** Waits until a mail to `address` (with `subject`, when given) arrives and answers the first such. */
  async waitFor(address: string, options: { timeoutMs?: number; subject?: string } = {}): Promise<ReceivedMail> {
    const { timeoutMs = 10_000, subject } = options;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((mail) => mail.to.includes(address) && (subject === undefined || mail.subject === subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** Removes and answers the first mail received for `address` with `subject`, if any. */
  take(address: string, subject: string): ReceivedMail | undefined {
    const index = this.messages.findIndex((mail) => mail.to.includes(address) && mail.subject === subject);
    return index === -1 ? undefined : this.messages.splice(index, 1)[0];
  }

  /** Mails received for an address so far. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.to.includes(address));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The first URL in a mail's text. */
export function firstLink(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return match[0];
}
