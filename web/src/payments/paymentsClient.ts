import createClient from 'openapi-fetch';
import type { paths as PaymentsPaths } from '@agency/contracts/openapi/payments';
import { authMiddleware, clientOptions } from '../shared/api/clients';

/** The payments service's client: the payment step, the client's billing on its dashboard and the team's on a client's page. */
export const paymentsApi = createClient<PaymentsPaths>(clientOptions('payments'));

paymentsApi.use(authMiddleware);
