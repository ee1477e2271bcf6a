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
        // A warning, so the link is kept at LOG_LEVEL=warn too; the web app points staff to this line.
        logger.warn({ to: message.to, subject: message.subject, link: message.link }, 'mail not sent (no SMTP_HOST configured)');
      },
      close() {},
    };
  }
  const implicitTls = smtp.port === 465;
  // By default mail and SMTP credentials travel only over TLS with a verified certificate: STARTTLS
  // is required on other ports. SMTP_INSECURE relaxes both, for a relay on the same machine.
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: implicitTls,
    requireTLS: !implicitTls && !smtp.insecure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    tls: smtp.insecure ? { rejectUnauthorized: false } : { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
  });
  if (smtp.insecure) logger.warn({ host: smtp.host }, 'SMTP_INSECURE is set: mail may be sent unencrypted and certificates are not checked');
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
