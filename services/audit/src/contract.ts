import { fileURLToPath } from 'node:url';
import { defineContract } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/audit';
import type { AuditConfig } from './config.js';

/** openapi/audit.yaml, with the types generated from it. */
export const auditContract = defineContract<operations, AuditConfig>(
  fileURLToPath(new URL('../../../openapi/audit.yaml', import.meta.url)),
);
