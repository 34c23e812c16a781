import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach } from 'vitest';
import type { Principal } from '@agency/kit';
import { signTestToken, testService } from '@agency/kit/testing';
import { buildOnboardingService } from '../src/app.js';
import { loadOnboardingConfig } from '../src/config.js';

export const onboarding = { name: 'onboarding', build: buildOnboardingService, loadConfig: loadOnboardingConfig };

export const newClient = {
  businessName: 'Prairie Bakery',
  contactName: 'Ada Lovelace',
  email: 'ada@prairie.example',
  phone: '780-555-0101',
  package: 'growth',
};

export interface OutboxRow {
  id: string;
  type: string;
  envelope: { data: Record<string, unknown> & { accessCode: { id: string; code: string }; revokedAccessCodeIds: string[] } };
}

/** The onboarding service on fresh databases and streams, its clients and codes emptied before each test. */
export async function onboardingTestService() {
  const t = await testService(onboarding, { afterAll });
  beforeEach(async () => {
    await t.sql('TRUNCATE onboarding_clients, access_codes, outbox_events');
  });

  const send = (method: 'GET' | 'POST', url: string, authorization: string | undefined, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined && { payload: payload as object }),
      headers: {
        ...(payload !== undefined && { 'content-type': 'application/json' }),
        ...(authorization && { authorization }),
      },
    });

  const post = (url: string, payload: unknown, authorization: string | undefined = t.bearer.admin) =>
    send('POST', url, authorization, payload);
  const get = (url: string, authorization: string | undefined = t.bearer.admin) => send('GET', url, authorization);

  /** Adds a client as the team does and answers what the service answered. */
  async function addClient(fields: Partial<typeof newClient> & Record<string, unknown> = {}) {
    const response = await post('/admin/clients', {
      ...newClient,
      email: `c.${randomUUID().slice(0, 8)}@shop.example`,
      ...fields,
    });
    if (response.statusCode !== 201) throw new Error(`Add Client answered ${response.statusCode}: ${response.body}`);
    return response.json<{
      client: { id: string; email: string };
      accessCode: { id: string; code: string; expiresAt: string };
    }>();
  }

  /** A client's token bound to `clientId`: an account session, or an access-code session (scope onboarding). */
  function clientBearer(clientId: string, kind: 'account' | 'access-code' = 'account', expiresInSeconds = 900): string {
    const principal: Principal =
      kind === 'account'
        ? { sub: randomUUID(), email: 'client@shop.example', role: 'client', clientId }
        : { sub: randomUUID(), email: 'client@shop.example', role: 'client', clientId, scope: 'onboarding' };
    return `Bearer ${signTestToken(t.keys, principal, expiresInSeconds)}`;
  }

  const count = async (table: 'onboarding_clients' | 'access_codes' | 'outbox_events') => {
    const [row] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    return Number(row?.n);
  };

  const invitationsFor = (clientId: string) =>
    t.sql<OutboxRow>(
      "SELECT id, type, envelope FROM outbox_events WHERE envelope->'data'->>'clientId' = ? ORDER BY occurred_at, id",
      [clientId],
    );

  /** Sets step flags and times directly, as the steps of the next issue will. */
  const setSteps = (clientId: string, columns: Record<string, unknown>) =>
    t.sql(
      `UPDATE onboarding_clients SET ${Object.keys(columns)
        .map((column) => `${column} = ?`)
        .join(', ')} WHERE id = ?`,
      [...Object.values(columns), clientId],
    );

  return { ...t, send, post, get, addClient, clientBearer, count, invitationsFor, setSteps };
}
