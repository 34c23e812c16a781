import { fileURLToPath } from 'node:url';
import { defineContract } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/identity';
import type { IdentityConfig } from './config.js';

/** openapi/identity.yaml, with the types generated from it: what the modules implement. */
export const identityContract = defineContract<operations, IdentityConfig>(
  fileURLToPath(new URL('../../../openapi/identity.yaml', import.meta.url)),
);
