import { fileURLToPath } from 'node:url';
import { defineContract } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/messaging';
import type { MessagingConfig } from './config.js';

/** openapi/messaging.yaml, with the types generated from it: what the modules implement. */
export const messagingContract = defineContract<operations, MessagingConfig>(
  fileURLToPath(new URL('../../../openapi/messaging.yaml', import.meta.url)),
);
