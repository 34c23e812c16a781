import { fileURLToPath } from 'node:url';
import { defineContract } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/leads';
import type { LeadsConfig } from './config.js';

/** openapi/leads.yaml, with the types generated from it: what the modules implement. */
export const leadsContract = defineContract<operations, LeadsConfig>(
  fileURLToPath(new URL('../../../openapi/leads.yaml', import.meta.url)),
);
