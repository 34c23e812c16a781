import createClient from 'openapi-fetch';
import type { paths as PaymentsPaths } from '@agency/contracts/openapi/payments';
import { authMiddleware, clientOptions } from './clients';

/** The payments service's client; it loads with the payment step, the only screen that calls payments. */
export const paymentsApi = createClient<PaymentsPaths>(clientOptions('payments'));

paymentsApi.use(authMiddleware);
