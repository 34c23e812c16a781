import { fileURLToPath } from 'node:url';
import { defineContract } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/content';
import type { ContentConfig } from './config.js';

/** openapi/content.yaml, with the types generated from it: what the modules implement. */
export const contentContract = defineContract<operations, ContentConfig>(
  fileURLToPath(new URL('../../../openapi/content.yaml', import.meta.url)),
);
