import { expect, type Page } from '@playwright/test';

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is set by global-setup.ts');
  return url;
};

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  messageId?: string;
  headers?: Record<string, unknown>;
}

/** The e-mails the platform has sent, read from the test run's mail catcher. */
export async function caughtMail(): Promise<CaughtMail[]> {
  const response = await fetch(process.env.E2E_MAIL_URL!);
  return (await response.json()) as CaughtMail[];
}

export async function mailMatching(predicate: (mail: CaughtMail) => boolean): Promise<CaughtMail[]> {
  let matching: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        matching = (await caughtMail()).filter(predicate);
        return matching.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return matching;
}

/** Skips the 5-second welcome popup on pages where it would get in the way. */
export async function dismissWelcomePopupForever(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWebsitePopup', 'true'));
}

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** "Nov 21, 2026" for a date, in the browser's (test) time zone. */
export const shortDate = (date: Date, timeZone = 'America/Edmonton') =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
