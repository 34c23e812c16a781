import createClient, { type Client } from 'openapi-fetch';
import type { paths as AuditPaths } from '@agency/contracts/openapi/audit';
import { authMiddleware, clientOptions } from '../shared/api/clients';

let client: Client<AuditPaths> | undefined;

/**
 * The audit service's client (the Activity screen and the history panels), made when first asked for. A
 * history panel sits on other services' screens, so importing it must not already need the shared
 * clients' module: a screen whose data comes from elsewhere (or a stand-in for it) still renders.
 */
export function auditApi(): Client<AuditPaths> {
  if (!client) {
    client = createClient<AuditPaths>(clientOptions('audit'));
    client.use(authMiddleware);
  }
  return client;
}
