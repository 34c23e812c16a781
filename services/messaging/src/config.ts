import { z } from 'zod';
import { parseConfig, registeredServiceEnv } from '@agency/kit';

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const messagingEnv = registeredServiceEnv('messaging').extend({
  /** How long a message stays unread by the other side before that side is nudged by e-mail. */
  UNREAD_NUDGE_AFTER_MS: milliseconds(30 * 60_000),
  /** At most one nudge per thread and recipient side in this window; a newer unread message after it gets another. */
  UNREAD_NUDGE_REPEAT_MS: milliseconds(60 * 60_000),
  /** How often each replica looks for threads to nudge about. */
  UNREAD_NUDGE_SCAN_MS: milliseconds(30_000),
});

export type MessagingConfig = z.infer<typeof messagingEnv>;

export const loadMessagingConfig = (env: NodeJS.ProcessEnv = process.env): MessagingConfig => parseConfig(messagingEnv, env);
