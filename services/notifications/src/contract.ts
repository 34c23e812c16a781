import { fileURLToPath } from 'node:url';
import { defineContract } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/notifications';
import type { NotificationsConfig } from './config.js';

/** openapi/notifications.yaml, with the types generated from it: health checks only. */
export const notificationsContract = defineContract<operations, NotificationsConfig>(
  fileURLToPath(new URL('../../../openapi/notifications.yaml', import.meta.url)),
);
