import { z } from 'zod';
import { parseConfig, registeredServiceEnv } from '@agency/kit';

const clockTime = (fallback: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is not HH:MM')
    .default(fallback);

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const messagingEnv = registeredServiceEnv('messaging').extend({
  /** How long a message stays unread by the other side before that side is nudged by e-mail. */
  UNREAD_NUDGE_AFTER_MS: milliseconds(30 * 60_000),
  /** At most one nudge per thread and recipient side in this window; a newer unread message after it gets another. */
  UNREAD_NUDGE_REPEAT_MS: milliseconds(60 * 60_000),
  /** How often each replica looks for threads to nudge about. */
  UNREAD_NUDGE_SCAN_MS: milliseconds(30_000),
  /** The team's time zone: its hours below are in it. */
  BOOKING_TIME_ZONE: z
    .string()
    .default('America/Edmonton')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'is not a time zone'),
  /** When the team's bookable day starts and ends, HH:MM in its time zone (the last slot ends at the end). */
  BOOKING_DAY_START: clockTime('09:00'),
  BOOKING_DAY_END: clockTime('17:00'),
  /** A client books at least this many hours ahead. */
  BOOKING_MIN_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  /** How many days ahead the client can book. */
  BOOKING_DAYS_AHEAD: z.coerce.number().int().min(1).max(90).default(14),
  /** A client moves or cancels its booked call up to this long before it starts. */
  BOOKING_CHANGE_NOTICE_MS: milliseconds(24 * 3_600_000),
});

export type MessagingConfig = z.infer<typeof messagingEnv>;

export const loadMessagingConfig = (env: NodeJS.ProcessEnv = process.env): MessagingConfig => parseConfig(messagingEnv, env);
