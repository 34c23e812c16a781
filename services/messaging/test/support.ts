import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach } from 'vitest';
import { WebSocket } from 'ws';
import type { Actor } from '@agency/contracts';
import type { Principal } from '@agency/kit';
import { injectJson, signTestToken, testService } from '@agency/kit/testing';
import { buildMessagingService } from '../src/app.js';
import { loadMessagingConfig } from '../src/config.js';

export const messaging = { name: 'messaging', build: buildMessagingService, loadConfig: loadMessagingConfig };

export type MessagingTable =
  'clients' | 'messages' | 'meetings' | 'nudges' | 'files' | 'team_members' | 'client_managers' | 'outbox_events';

export interface Frame {
  type: string;
  [key: string]: unknown;
}

/** A socket on /live with every frame it received and how it closed. */
export interface LiveSocket {
  socket: WebSocket;
  frames: Frame[];
  /** The HTTP status that refused the upgrade, if it was refused. */
  refused?: number;
  closed?: number;
  messageSeqs: () => number[];
  close: () => void;
}

/**
 * Opens /live at `baseUrl` (ws://…) with the token in the cookie (or, with `firstMessage`, as the first frame),
 * sends `subscribe` when given, and resolves once subscribed, refused or closed.
 */
export function openLive(
  baseUrl: string,
  options: { token?: string; firstMessageToken?: string; subscribe?: Record<string, unknown> | string },
): Promise<LiveSocket> {
  const headers = options.token ? { cookie: `agency_access=${options.token}` } : {};
  const socket = new WebSocket(`${baseUrl}/live`, { headers });
  const live: LiveSocket = {
    socket,
    frames: [],
    messageSeqs: () =>
      live.frames.filter((frame) => frame.type === 'message').map((frame) => (frame.message as { seq: number }).seq),
    close: () => socket.close(),
  };
  // A refused upgrade also reports an error; the outcome is read from `refused` and `closed`.
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_request, response) => {
      live.refused = response.statusCode;
      resolve(live);
    });
    socket.once('open', () => {
      if (options.firstMessageToken) socket.send(JSON.stringify({ type: 'auth', token: options.firstMessageToken }));
      if (options.subscribe !== undefined) {
        socket.send(typeof options.subscribe === 'string' ? options.subscribe : JSON.stringify(options.subscribe));
      }
    });
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      live.frames.push(frame);
      if (frame.type === 'subscribed') resolve(live);
    });
    socket.once('close', (code) => {
      live.closed = code;
      resolve(live);
    });
  });
}

/**
 * The messaging service on fresh databases and streams, listening (for its socket), emptied before each test.
 * Its nudge scanner looks once at start, then not again within a test run unless `env` says otherwise.
 */
export async function messagingTestService(env: Record<string, string> = {}) {
  const t = await testService(messaging, { afterAll, env: { UNREAD_NUDGE_SCAN_MS: '3600000', ...env } });
  const httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const wsUrl = httpUrl.replace('http', 'ws');
  beforeEach(async () => {
    await t.sql(
      'TRUNCATE clients, messages, meetings, nudges, files, team_members, client_managers, outbox_events, inbox_events',
    );
  });

  /** A client onboarding has told this service of. */
  async function addClient(fields: { contactName?: string; email?: string; businessName?: string } = {}) {
    const id = randomUUID();
    await t.sql(
      `INSERT INTO clients (id, email, business_name, contact_name, onboarding_complete, updated_at)
       VALUES (:id, :email, :businessName, :contactName, true, now())`,
      {
        id,
        email: fields.email ?? `c.${id.slice(0, 8)}@shop.example`,
        businessName: fields.businessName ?? 'Prairie Bakery',
        contactName: fields.contactName ?? 'Ada Lovelace',
      },
    );
    return id;
  }

  /** A team member identity has told this service of; `projectManagerOf` makes them that client's manager. */
  async function addTeamMember(fields: { name?: string; status?: 'active' | 'deactivated'; projectManagerOf?: string } = {}) {
    const id = randomUUID();
    await t.sql(`INSERT INTO team_members (user_id, name, status, facts_at) VALUES (:id, :name, :status, now())`, {
      id,
      name: fields.name ?? `Member ${id.slice(0, 8)}`,
      status: fields.status ?? 'active',
    });
    if (fields.projectManagerOf) {
      await t.sql(`INSERT INTO client_managers (client_id, project_manager_id, assigned_at) VALUES (:clientId, :id, now())`, {
        clientId: fields.projectManagerOf,
        id,
      });
    }
    return id;
  }

  const token = (principal: Principal) => signTestToken(t.keys, principal);
  const clientToken = (clientId: string, scope?: 'onboarding') =>
    token({ sub: randomUUID(), email: 'client@shop.example', role: 'client', clientId, ...(scope && { scope }) });
  const adminToken = (email = 'jordan.lee@maple.example') => token({ sub: randomUUID(), email, role: 'admin' });

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, bearer: string | undefined, payload?: unknown) =>
    injectJson(t.app, method, url, bearer && `Bearer ${bearer}`, payload);

  const count = async (table: MessagingTable) => {
    const [row] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    return Number(row?.n);
  };

  const eventsOf = (type: string) =>
    t.sql<{ envelope: { data: Record<string, unknown>; actor?: Actor } }>(
      'SELECT envelope FROM outbox_events WHERE type = :type ORDER BY occurred_at, id',
      { type },
    );

  return { ...t, httpUrl, wsUrl, addClient, addTeamMember, clientToken, adminToken, send, count, eventsOf };
}
