import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SmtpConfig } from '../config/config.js';

/** One outgoing e-mail; `html` is built from escaped text only. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link, logged when no SMTP server is configured so a self-hoster can still follow it. */
  link?: string;
}

/** Sends e-mail: over SMTP when configured, otherwise into the log. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Builds the mailer the configuration asks for. */
export function createMailer(smtp: SmtpConfig | undefined, logger: FastifyBaseLogger): Mailer {
  if (!smtp) {
    return {
      async send(message) {
        logger.info({ to: message.to, subject: message.subject, link: message.link }, 'mail not sent (no SMTP_HOST configured)');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    // Plain local relays (and the tests' SMTP server) offer no certificate worth checking.
    tls: { rejectUnauthorized: false },
  });
  return {
    async send(message) {
      await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}
