import { z } from 'zod';
import { parseConfig, registeredServiceEnv, timeZoneName } from '@agency/kit';

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const singleLine = z
  .string()
  .min(1)
  .regex(/^[^\r\n]*$/, 'must be a single line');

export const notificationsEnv = registeredServiceEnv('notifications').extend({
  /** Where mail goes: smtp://user:pass@host:port (STARTTLS when offered) or smtps:// for TLS from the start. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: singleLine.default('Maple Builders <no-reply@maplebuilders.ca>'),
  TEAM_EMAIL: z.email().default('team@maplebuilders.ca'),
  /** The agency's time zone: the times of e-mails to the team's inbox, and to anyone who chose no zone, are in it. */
  AGENCY_TIME_ZONE: timeZoneName('America/Edmonton'),
  /** The site's origin as visitors reach it (the gateway's), for the links in e-mails; only the origin is kept. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:8080')
    .transform((url) => new URL(url).origin),
  /** How often the delivery worker looks for due mail when nothing has woken it. */
  MAIL_POLL_MS: milliseconds(1000),
  /** A row left in 'sending' this long is taken to belong to a crashed worker and is sent again. */
  STALE_SENDING_MS: milliseconds(60_000),
  /** Upper bound of the exponential back-off between attempts after an SMTP error. */
  MAIL_RETRY_MAX_MS: milliseconds(5 * 60_000),
  /** Attempts after which a message that keeps failing is marked failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(20),
  /**
   * E-mails to an address from outside the team (confirmations, invitations, password resets) one address
   * may get in any hour, all kinds together; more are recorded as suppressed and not sent, so a flood of
   * submissions or requests cannot flood someone's inbox. 0 sends none.
   */
  CONFIRMATION_CAP_PER_HOUR: z.coerce.number().int().nonnegative().default(3),
});

export type NotificationsConfig = z.infer<typeof notificationsEnv>;

export const loadNotificationsConfig = (env: NodeJS.ProcessEnv = process.env): NotificationsConfig =>
  parseConfig(notificationsEnv, env);
