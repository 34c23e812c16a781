import { fileURLToPath } from 'node:url';
import { defineContract } from '@agency/kit';
import type { operations } from '@agency/contracts/openapi/payments';
import type { PaymentsConfig } from './config.js';

/** openapi/payments.yaml, with the types generated from it: what the modules implement. */
export const paymentsContract = defineContract<operations, PaymentsConfig>(
  fileURLToPath(new URL('../../../openapi/payments.yaml', import.meta.url)),
);
