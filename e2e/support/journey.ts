import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SmtpInbox } from '../../packages/server/test/helpers/smtp-inbox.js';
import { launchBrowser } from './browser.js';
import { startCellar, type CellarProcess } from './cellar-process.js';

/** What a journey file works with: a built Cellar, the SMTP inbox its mail goes to, and Chromium. */
export interface Journey {
  cellar: CellarProcess;
  inbox: SmtpInbox;
  browser: Browser;
  /** A page in a browser context of its own: separate cookies, so a separate person. */
  newPerson(): Promise<Page>;
}

/** Starts the inbox, Cellar and Chromium before the file's tests and stops them after. */
export function useJourney(): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.inbox = await new SmtpInbox().start();
    // The inbox is a plain local relay, without STARTTLS or a certificate.
    journey.cellar = await startCellar({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(journey.inbox.port), SMTP_INSECURE: 'true' });
    journey.browser = await launchBrowser();
    journey.newPerson = async () => {
      const context = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
      return context.newPage();
    };
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.cellar?.stop();
    await journey.inbox?.stop();
  });
  return journey;
}
