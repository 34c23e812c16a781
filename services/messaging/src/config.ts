import { z } from 'zod';
import { parseConfig, registeredServiceEnv, storageEnv, timeZoneName } from '@agency/kit';

const clockTime = (fallback: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is not HH:MM')
    .default(fallback);

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Signs file links in development and tests only; production must set its own (checked below). */
const developmentFileLinkSecret = 'development-only-file-link-secret-0123456789abcdef';

export const messagingEnv = registeredServiceEnv('messaging')
  // Where shared files are kept: the disk under .data/storage/files by default, S3 (MinIO) when configured.
  .extend(storageEnv.shape)
  .extend({
    /** How long a message stays unread by the other side before that side is nudged by e-mail. */
    UNREAD_NUDGE_AFTER_MS: milliseconds(30 * 60_000),
    /** At most one nudge per thread and recipient side in this window; a newer unread message after it gets another. */
    UNREAD_NUDGE_REPEAT_MS: milliseconds(60 * 60_000),
    /** How often each replica looks for threads to nudge about. */
    UNREAD_NUDGE_SCAN_MS: milliseconds(30_000),
    /** The most a client's shared files (both sides') may take in all, in bytes. */
    FILES_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024 * 1024),
    /** HMAC key of the signed, expiring download links of shared files. */
    FILE_LINK_SECRET: z.string().min(32).optional(),
    /** How long a download link works, in seconds. */
    FILE_LINK_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /** The team's time zone: its hours below are in it. */
    BOOKING_TIME_ZONE: timeZoneName('America/Edmonton'),
    /** When the team's bookable day starts and ends, HH:MM in its time zone (the last slot ends at the end). */
    BOOKING_DAY_START: clockTime('09:00'),
    BOOKING_DAY_END: clockTime('17:00'),
    /** A client books at least this many hours ahead. */
    BOOKING_MIN_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(24),
    /** How many days ahead the client can book. */
    BOOKING_DAYS_AHEAD: z.coerce.number().int().min(1).max(90).default(14),
    /** How many calls a client may have booked itself and not yet had (its calls never overlap each other). */
    BOOKING_MAX_UPCOMING_CALLS: z.coerce.number().int().min(1).max(50).default(2),
    /** A client moves or cancels its booked call up to this long before it starts. */
    BOOKING_CHANGE_NOTICE_MS: milliseconds(24 * 3_600_000),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.FILE_LINK_SECRET) {
      context.addIssue({ code: 'custom', path: ['FILE_LINK_SECRET'], message: 'is required in production' });
    }
  })
  .transform((env) => ({ ...env, FILE_LINK_SECRET: env.FILE_LINK_SECRET ?? developmentFileLinkSecret }));

export type MessagingConfig = z.infer<typeof messagingEnv>;

export const loadMessagingConfig = (env: NodeJS.ProcessEnv = process.env): MessagingConfig => parseConfig(messagingEnv, env);
