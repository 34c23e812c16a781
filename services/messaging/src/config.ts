import type { z } from 'zod';
import { parseConfig, registeredServiceEnv } from '@agency/kit';

export const messagingEnv = registeredServiceEnv('messaging');

export type MessagingConfig = z.infer<typeof messagingEnv>;

export const loadMessagingConfig = (env: NodeJS.ProcessEnv = process.env): MessagingConfig => parseConfig(messagingEnv, env);
