import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach } from 'vitest';
import type { Actor } from '@agency/contracts';
import { injectJson, signTestToken, testService } from '@agency/kit/testing';
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
  envelope: {
    data: Record<string, unknown> & { accessCode: { id: string; code: string }; revokedAccessCodeIds: string[] };
    actor?: Actor;
  };
}

/** The onboarding service on fresh databases and streams, its clients, codes, contracts and unread counts emptied before each test. */
export async function onboardingTestService(env: Record<string, string> = {}) {
  const t = await testService(onboarding, { afterAll, env });
  beforeEach(async () => {
    await t.sql(
      'TRUNCATE onboarding_clients, access_codes, contracts, outbox_events, client_unread, client_team_reads, teammates, client_reminders, client_milestones',
    );
  });

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, authorization: string | undefined, payload?: unknown) =>
    injectJson(t.app, method, url, authorization, payload);

  const post = (url: string, payload: unknown, authorization: string | undefined = t.bearer.admin) =>
    send('POST', url, authorization, payload);
  const get = (url: string, authorization: string | undefined = t.bearer.admin) => send('GET', url, authorization);
  const patch = (url: string, payload: unknown, authorization: string | undefined = t.bearer.admin) =>
    send('PATCH', url, authorization, payload);

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

  /** A client's account session bound to `clientId`. */
  const clientBearer = (clientId: string, expiresInSeconds = 900) =>
    `Bearer ${signTestToken(t.keys, { sub: randomUUID(), email: 'client@shop.example', role: 'client', clientId }, expiresInSeconds)}`;

  /** An access-code session as identity opens one: `sub` is the code's id, the token good for the steps alone. */
  const accessCodeBearer = (clientId: string, accessCodeId: string, expiresInSeconds = 900) =>
    `Bearer ${signTestToken(t.keys, { sub: accessCodeId, email: 'client@shop.example', role: 'client', clientId, scope: 'onboarding' }, expiresInSeconds)}`;

  const count = async (table: 'onboarding_clients' | 'access_codes' | 'contracts' | 'outbox_events') => {
    const [row] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    return Number(row?.n);
  };

  /** Every event recorded about the client, oldest first. */
  const eventsFor = (clientId: string) =>
    t.sql<OutboxRow>(
      "SELECT id, type, envelope FROM outbox_events WHERE envelope->'data'->>'clientId' = :clientId ORDER BY occurred_at, id",
      { clientId },
    );

  const invitationsFor = async (clientId: string) =>
    (await eventsFor(clientId)).filter(({ type }) => type === 'onboarding.client.invited.v1');

  /** Sets step flags and times directly, as the steps of the next issue will; each column is its own parameter's name. */
  const setSteps = (clientId: string, columns: Record<string, unknown>) =>
    t.sql(
      `UPDATE onboarding_clients SET ${Object.keys(columns)
        .map((column) => `${column} = :${column}`)
        .join(', ')} WHERE id = :clientId`,
      { ...columns, clientId },
    );

  return { ...t, send, post, get, patch, addClient, clientBearer, accessCodeBearer, count, eventsFor, invitationsFor, setSteps };
}
