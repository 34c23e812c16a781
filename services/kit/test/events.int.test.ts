import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { defineEvent, streamName, type Envelope } from '@agency/contracts';
import { z } from 'zod';
import { listenApp, pruneEventTables, queryRows, recordEvent, redriveDeadLetters, type SqlParams } from '../src/index.js';
import { dropTestResources, generateKeys, testNamespace, testNatsUrl } from '../src/testing.js';
import { auditDurable, buildOrdersService, confirmDurable, orderConfirmed } from './orders-service.js';

const namespace = testNamespace();
const keys = generateKeys();
let service: Awaited<ReturnType<typeof buildOrdersService>>;
let nc: NatsConnection;
let js: JetStreamClient;
let jsm: JetStreamManager;

const retry = { base: 300, max: 1000, maxDeliver: 3 };

beforeAll(async () => {
  service = await buildOrdersService(namespace, keys, {
    EVENT_MAX_DELIVER: String(retry.maxDeliver),
    EVENT_RETRY_BASE_MS: String(retry.base),
    EVENT_RETRY_MAX_MS: String(retry.max),
  });
  await service.app.ready();
  await service.events.ready();
  nc = await connect({ servers: testNatsUrl });
  js = jetstream(nc);
  jsm = await jetstreamManager(nc);
});

afterAll(async () => {
  await service?.app.close();
  await nc?.close();
  await dropTestResources(namespace);
});

const sql = <Row extends object>(query: string, params?: SqlParams) => queryRows<Row>(service.context.orm, query, params);

async function outboxEnvelope(type: string, orderId: string): Promise<Envelope<{ orderId: string }> | undefined> {
  const [row] = await sql<{ envelope: Envelope<{ orderId: string }> }>(
    "SELECT envelope FROM outbox_events WHERE type = :type AND envelope->'data'->>'orderId' = :orderId",
    { type, orderId },
  );
  return row?.envelope;
}

/** The confirmation the consumer records for an order, once it has. */
const confirmationOf = (orderId: string) =>
  vi.waitFor(
    async () => {
      const envelope = await outboxEnvelope('kittest.order.confirmed.v1', orderId);
      expect(envelope).toBeDefined();
      return envelope!;
    },
    { timeout: 10_000, interval: 50 },
  );

function auditEvent(orderId = randomUUID()) {
  return {
    id: randomUUID(),
    type: 'kittest.order.audited.v1',
    occurredAt: new Date().toISOString(),
    source: 'kittest',
    correlationId: `audit-${orderId}`,
    causationId: null,
    data: { orderId },
  };
}

const publish = (type: string, payload: unknown) =>
  js.publish(`${namespace}.${type}`, typeof payload === 'string' ? payload : JSON.stringify(payload), {
    msgID: randomUUID(),
  });

interface DeadLetterRow {
  id: string;
  eventId: string | null;
  reason: string;
  error: string;
  deliveries: number;
  redrivenAt: string | null;
  correlationId: string | null;
}

const deadLettersWhere = (condition: string, params?: SqlParams) =>
  sql<DeadLetterRow>(
    `SELECT id, event_id, reason, error, deliveries, redriven_at, correlation_id FROM dead_letters WHERE ${condition}`,
    params,
  );

/** The value of one series in a Prometheus text exposition, matched by name and a subset of labels. */
function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async () => {
  const response = await service.operator.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
};

describe('correlation', () => {
  it('carries the request id from x-request-id into the outbox and on to the event a consumer records', async () => {
    const orderId = randomUUID();
    const response = await service.app.inject({
      method: 'PUT',
      url: `/orders/${orderId}`,
      headers: { 'x-request-id': 'req-7f3a-correlation' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['x-request-id']).toBe('req-7f3a-correlation');

    const placed = await outboxEnvelope('kittest.order.placed.v1', orderId);
    expect(placed).toMatchObject({
      correlationId: 'req-7f3a-correlation',
      causationId: null,
      source: 'kittest',
      actor: { kind: 'visitor' },
    });

    const confirmed = await confirmationOf(orderId);
    expect(confirmed.correlationId).toBe('req-7f3a-correlation');
    expect(confirmed.causationId).toBe(placed!.id);
    expect(service.probe.confirmLogs).toContainEqual(
      expect.objectContaining({ correlationId: 'req-7f3a-correlation', eventId: placed!.id, durable: confirmDurable }),
    );
  });

  it('gives a request without a usable x-request-id a correlation id of its own', async () => {
    const orderId = randomUUID();
    const response = await service.app.inject({
      method: 'PUT',
      url: `/orders/${orderId}`,
      headers: { 'x-request-id': 'has spaces, and is not an id' },
    });
    expect(response.statusCode).toBe(202);
    const placed = await outboxEnvelope('kittest.order.placed.v1', orderId);
    expect(placed?.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('treats an envelope written before correlation existed as the start of its own chain', async () => {
    const orderId = randomUUID();
    const legacy = {
      id: randomUUID(),
      type: 'kittest.order.placed.v1',
      occurredAt: new Date().toISOString(),
      source: 'kittest',
      data: { orderId },
    };
    await publish(legacy.type, legacy);
    const confirmed = await confirmationOf(orderId);
    expect(confirmed).toMatchObject({ correlationId: legacy.id, causationId: legacy.id, actor: { kind: 'system' } });
  });

  it('records what a consumer records with the actor of the event it handles', async () => {
    const orderId = randomUUID();
    const actor = { kind: 'team', id: randomUUID(), name: 'morgan.lee' };
    await publish('kittest.order.placed.v1', { ...auditEvent(orderId), type: 'kittest.order.placed.v1', actor });
    const confirmed = await confirmationOf(orderId);
    expect(confirmed.actor).toEqual(actor);
  });
});

describe('a handler that keeps failing', () => {
  it('is retried with growing pauses, dead-lettered after max_deliver, counted, and re-driven once fixed', async () => {
    const before = metricValue(await scrape(), 'event_dead_letters_total', { consumer: auditDurable, reason: 'handler' }) ?? 0;
    service.probe.audit.failing = true;
    const event = auditEvent();
    await publish(event.type, event);

    const [letter] = await vi.waitFor(
      async () => {
        const rows = await deadLettersWhere('event_id = :id', { id: event.id });
        expect(rows).toHaveLength(1);
        return rows;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(letter).toMatchObject({
      reason: 'handler',
      deliveries: retry.maxDeliver,
      redrivenAt: null,
      correlationId: event.correlationId,
    });
    expect(letter!.error).toMatch(/audit store unavailable/);

    // No delivery after the last: JetStream stops at max_deliver.
    await new Promise((resolve) => setTimeout(resolve, retry.max * 2));
    const attempts = service.probe.audit.attempts.filter((attempt) => attempt.orderId === event.data.orderId);
    expect(attempts).toHaveLength(retry.maxDeliver);
    // The broker holds each redelivery back for the nak delay: 300 ms, then 600 ms.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(retry.base * 0.9);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(retry.base * 2 * 0.9);

    const metrics = await scrape();
    expect(metricValue(metrics, 'event_dead_letters_total', { consumer: auditDurable, reason: 'handler' })).toBe(before + 1);
    expect(metricValue(metrics, 'event_redeliveries_total', { consumer: auditDurable })).toBeGreaterThanOrEqual(2);
    expect(metricValue(metrics, 'event_deliveries_total', { consumer: auditDurable, outcome: 'failed' })).toBeGreaterThanOrEqual(
      2,
    );
    expect(metricValue(metrics, 'event_dead_letters_open', { consumer: auditDurable })).toBeGreaterThanOrEqual(1);

    // Still broken: the re-drive leaves it open, with the error of this attempt.
    const lines: string[] = [];
    expect(await redriveDeadLetters(service.events, { service: 'orders', eventId: event.id }, (line) => lines.push(line))).toBe(
      1,
    );
    expect(lines.at(-1)).toBe('orders: 0 re-driven, 1 failed again');
    expect((await deadLettersWhere('id = :id', { id: letter!.id }))[0]?.redrivenAt).toBeNull();

    service.probe.audit.failing = false;
    lines.length = 0;
    expect(await redriveDeadLetters(service.events, { service: 'orders', eventId: event.id }, (line) => lines.push(line))).toBe(
      0,
    );
    expect(lines).toEqual([`${auditDurable} ${event.id}: applied`, 'orders: 1 re-driven, 0 failed again']);
    expect(service.probe.audit.audited.filter((id) => id === event.data.orderId)).toHaveLength(1);
    expect((await deadLettersWhere('id = :id', { id: letter!.id }))[0]?.redrivenAt).not.toBeNull();
    const inbox = await sql<{ n: string }>(
      'SELECT count(*) AS n FROM inbox_events WHERE consumer = :consumer AND event_id = :eventId',
      { consumer: auditDurable, eventId: event.id },
    );
    expect(Number(inbox[0]?.n)).toBe(1);

    // Re-driving again finds nothing open, so nothing is applied twice.
    expect(await service.events.redrive({ eventId: event.id })).toEqual([]);
  });

  it('sends a message that fails its schema straight to the dead letters, and keeps consuming', async () => {
    service.probe.audit.failing = false;
    const bad = { ...auditEvent(), data: { orderId: 'not-a-uuid' } };
    await publish(bad.type, bad);
    await publish(bad.type, 'not JSON at all');
    const good = auditEvent();
    await publish(good.type, good);

    await vi.waitFor(() => expect(service.probe.audit.audited).toContain(good.data.orderId), { timeout: 10_000 });
    const [letter] = await vi.waitFor(
      async () => {
        const rows = await deadLettersWhere('event_id = :id', { id: bad.id });
        expect(rows).toHaveLength(1);
        return rows;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(letter).toMatchObject({ reason: 'schema', deliveries: 1 });
    expect(service.probe.audit.attempts.some((attempt) => attempt.orderId === 'not-a-uuid')).toBe(false);
    await vi.waitFor(async () => expect(await deadLettersWhere("reason = 'schema' AND event_id IS NULL")).toHaveLength(1));
    expect(metricValue(await scrape(), 'event_dead_letters_total', { consumer: auditDurable, reason: 'schema' })).toBe(2);
    // Settled at the broker too: nothing waits to be delivered or acked again.
    await vi.waitFor(async () => {
      const info = await jsm.consumers.info(`${namespace}_KITTEST`, auditDurable);
      expect(info.num_pending + info.num_ack_pending).toBe(0);
    });

    // Re-driving cannot make bad data good: it stays open.
    const results = await service.events.redrive({ consumer: auditDurable, eventId: bad.id });
    expect(results).toMatchObject([{ result: 'failed' }]);
  });

  it('refuses to re-drive a consumer the service does not have', async () => {
    await expect(service.events.redrive({ consumer: 'orders--nothing' })).rejects.toThrow(/No consumer named/);
  });
});

describe('pruning', () => {
  it('removes published outbox rows and inbox rows past their retention, and nothing else', async () => {
    const ids = { oldPublished: randomUUID(), newPublished: randomUUID(), oldUnpublished: randomUUID() };
    const outboxRow = (id: string, occurredDaysAgo: number, publishedDaysAgo: number | null) =>
      sql(
        `INSERT INTO outbox_events (id, type, envelope, occurred_at, published_at)
         VALUES (:id, 'kittest.order.placed.v1', '{}', now() - make_interval(days => :occurredDaysAgo),
           now() - make_interval(days => :publishedDaysAgo))`,
        { id, occurredDaysAgo, publishedDaysAgo },
      );
    await outboxRow(ids.oldPublished, 9, 8);
    await outboxRow(ids.newPublished, 6, 6);
    await outboxRow(ids.oldUnpublished, 40, null);
    const inbox = { old: randomUUID(), recent: randomUUID() };
    const inboxRow = (id: string, daysAgo: number) =>
      sql(
        `INSERT INTO inbox_events (consumer, event_id, type, processed_at)
         VALUES ('kittest--prune', :id, 'kittest.order.placed.v1', now() - make_interval(days => :daysAgo))`,
        { id, daysAgo },
      );
    await inboxRow(inbox.old, 36);
    await inboxRow(inbox.recent, 34);

    const day = 24 * 60 * 60 * 1000;
    expect(await pruneEventTables(service.context.orm, { outboxMs: 7 * day, inboxMs: 35 * day })).toEqual({
      outbox: 1,
      inbox: 1,
    });
    const outboxLeft = await sql<{ id: string }>('SELECT id FROM outbox_events WHERE id = ANY(:ids::uuid[])', {
      ids: Object.values(ids),
    });
    expect(outboxLeft.map((row) => row.id).sort()).toEqual([ids.newPublished, ids.oldUnpublished].sort());
    const inboxLeft = await sql<{ eventId: string }>("SELECT event_id FROM inbox_events WHERE consumer = 'kittest--prune'");
    expect(inboxLeft.map((row) => row.eventId)).toEqual([inbox.recent]);
    // Everything the other tests just wrote is recent, so it stays.
    expect(await pruneEventTables(service.context.orm, { outboxMs: 7 * day, inboxMs: 35 * day })).toEqual({
      outbox: 0,
      inbox: 0,
    });
  });
});

describe('publishing at once', () => {
  /** How many copies of an event the KITTEST stream holds (by the Nats-Msg-Id the relay gives it). */
  async function copiesOnStream(eventId: string): Promise<number> {
    const consumer = await js.consumers.get(streamName('KITTEST', namespace));
    const { state } = await jsm.streams.info(streamName('KITTEST', namespace));
    let copies = 0;
    let read = 0;
    while (read < state.messages) {
      const batch = await consumer.fetch({ max_messages: state.messages - read, expires: 2000 });
      for await (const message of batch) {
        read++;
        if (message.headers?.get('Nats-Msg-Id') === eventId) copies++;
      }
    }
    return copies;
  }

  const publishedAt = async (eventId: string) =>
    (await sql<{ publishedAt: string | null }>('SELECT published_at FROM outbox_events WHERE id = :eventId', { eventId }))[0]
      ?.publishedAt;

  it('puts a committed event on the stream and marks its row published, and the relay adds no second copy', async () => {
    const { relay, orm } = service.context;
    const event = await orm.em
      .fork()
      .transactional(async (em) => recordEvent(em, 'kittest', orderConfirmed, { orderId: randomUUID() }));
    await relay.publishNow([event]);
    expect(await publishedAt(event.id)).toEqual(expect.anything());
    expect(await copiesOnStream(event.id)).toBe(1);

    // As if the mark had been lost between publish and update: the relay publishes the row again, under its id.
    await sql('UPDATE outbox_events SET published_at = NULL WHERE id = :id', { id: event.id });
    relay.wake();
    await vi.waitFor(async () => expect(await publishedAt(event.id)).toEqual(expect.anything()));
    expect(await copiesOnStream(event.id)).toBe(1);
  });

  it('leaves an event it cannot publish in the outbox, unmarked, and does not fail its caller', async () => {
    const { relay, orm } = service.context;
    const streamless = defineEvent('kitnowhere.thing.happened.v1', z.object({ thing: z.string() }));
    const event = await orm.em.fork().transactional(async (em) => recordEvent(em, 'kittest', streamless, { thing: 'x' }));
    try {
      await expect(relay.publishNow([event])).resolves.toBeUndefined();
      expect(await publishedAt(event.id)).toBeNull();
    } finally {
      await sql('DELETE FROM outbox_events WHERE id = :id', { id: event.id });
    }
  });
});

describe('/metrics', () => {
  it('is served on the operator port only: the public port answers 404 in the error shape', async () => {
    const response = await service.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
    expect(response.body).not.toContain('process_cpu_user_seconds_total');
    expect((await service.operator.inject({ url: '/healthz' })).statusCode).toBe(404);
    expect((await service.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, events by consumer, and reads the outbox and pool on scrape', async () => {
    const orderId = randomUUID();
    await service.app.inject({ method: 'PUT', url: `/orders/${orderId}` });
    await service.app.inject({ method: 'PUT', url: '/orders/not-a-uuid' });
    await vi.waitFor(async () => expect(await outboxEnvelope('kittest.order.confirmed.v1', orderId)).toBeDefined(), {
      timeout: 10_000,
    });

    const metrics = await scrape();
    const route = { method: 'PUT', route: '/orders/:orderId' };
    expect(
      metricValue(metrics, 'http_requests_total', { ...route, status_code: '202', service: 'orders' }),
    ).toBeGreaterThanOrEqual(1);
    expect(metricValue(metrics, 'http_requests_total', { ...route, status_code: '400' })).toBe(1);
    expect(metricValue(metrics, 'http_request_duration_seconds_count', { ...route, status_code: '202' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(metrics).not.toContain(orderId);
    expect(
      metricValue(metrics, 'event_deliveries_total', { consumer: confirmDurable, outcome: 'applied' }),
    ).toBeGreaterThanOrEqual(1);
    expect(metricValue(metrics, 'outbox_unpublished_events')).toEqual(expect.any(Number));
    expect(metricValue(metrics, 'outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(metricValue(metrics, 'db_pool_connections', { state: 'used' })).toBeGreaterThanOrEqual(0);
    expect(metricValue(metrics, 'db_pool_max_connections')).toBe(10);
    expect(metricValue(metrics, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('shows the outbox backlog and its age while events wait to be published', async () => {
    await service.context.relay.stop();
    await sql(
      `INSERT INTO outbox_events (id, type, envelope, occurred_at) VALUES (:id, 'kittest.order.placed.v1', '{}', now() - interval '90 seconds')`,
      { id: randomUUID() },
    );
    const metrics = await scrape();
    expect(metricValue(metrics, 'outbox_unpublished_events')).toBeGreaterThanOrEqual(1);
    expect(metricValue(metrics, 'outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(89);
  });

  it('listens on the public port and on the operator port, each serving only its own routes', async () => {
    const otherNamespace = testNamespace();
    const other = await buildOrdersService(otherNamespace, keys);
    try {
      const host = '127.0.0.1';
      const ports = await listenApp({ app: other.app, port: 0, host, operator: { app: other.operator, port: 0 } });
      expect(ports.operatorPort).not.toBe(ports.port);
      const publicMetrics = await fetch(`http://${host}:${ports.port}/metrics`);
      expect(publicMetrics.status).toBe(404);
      expect(((await publicMetrics.json()) as { code: string }).code).toBe('ROUTE_NOT_FOUND');
      expect((await fetch(`http://${host}:${ports.port}/healthz`)).status).toBe(200);
      const scraped = await fetch(`http://${host}:${ports.operatorPort}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('process_cpu_user_seconds_total');
    } finally {
      await other.app.close();
      await dropTestResources(otherNamespace);
    }
    // Closing the service closed its operator port too.
    expect(other.operator.server.listening).toBe(false);
  });

  it('keeps each service in its own registry', async () => {
    const otherNamespace = testNamespace();
    const other = await buildOrdersService(otherNamespace, keys);
    try {
      await other.app.ready();
      const metrics = (await other.operator.inject({ url: '/metrics' })).body;
      expect(metricValue(metrics, 'http_requests_total', { route: '/orders/:orderId' })).toBeUndefined();
      expect(metricValue(await scrape(), 'http_requests_total', { route: '/orders/:orderId' })).toBeGreaterThanOrEqual(1);
    } finally {
      await other.app.close();
      await dropTestResources(otherNamespace);
    }
  });
});
