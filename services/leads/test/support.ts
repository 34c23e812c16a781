import { afterAll, beforeEach, expect } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, AckPolicy, DeliverPolicy } from '@nats-io/jetstream';
import type { Actor } from '@agency/contracts';
import { testNatsUrl, testService } from '@agency/kit/testing';
import { buildLeadsService } from '../src/app.js';
import { loadLeadsConfig } from '../src/config.js';

export const leads = { name: 'leads', build: buildLeadsService, loadConfig: loadLeadsConfig };

export const wizard = {
  situationType: 'declining-sales',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '780-555-0101',
  preferredTime: 'afternoon',
};

/** A proposal request with every field filled in. */
export const proposal = {
  businessName: 'Prairie Bakery',
  industry: 'retail',
  teamSize: '4',
  existingTech: 'A Facebook page and a card reader',
  projectScope: 'An online shop for pre-orders',
  timeline: 'soon',
  budget: '$2,000',
  goals: 'Sell out every Saturday',
  challenges: 'No time to post',
  email: 'owner@prairiebakery.ca',
  phone: '780-555-0142',
};

/** A volunteer application with every field filled in. */
export const application = {
  name: 'Grace Hopper',
  email: 'grace@ualberta.ca',
  phone: '587-555-0199',
  university: 'University of Alberta',
  program: 'Computing Science',
  year: '3',
  experience: 'Built the campus club website',
  availability: 'winter',
  interests: ['Web Development', 'Content Creation'],
  motivation: 'I want to help local businesses',
};

/** The leads service on fresh databases and streams, its inquiries and applications emptied before each test. */
export async function leadsTestService() {
  const t = await testService(leads, { afterAll });
  beforeEach(async () => {
    await t.sql('TRUNCATE solution_inquiries, volunteer_applications');
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { 'content-type': 'application/json', ...headers },
    });

  /** A GET as the admin (or as `authorization`, or as nobody when it is empty). */
  const get = (url: string, authorization = t.bearer.admin) =>
    t.app.inject({ url, ...(authorization && { headers: { authorization } }) });

  const patch = (url: string, payload: unknown, authorization = t.bearer.admin) =>
    t.app.inject({
      method: 'PATCH',
      url,
      payload: payload as object,
      headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
    });

  const count = async (table: string) => Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
  const rowCount = () => count('solution_inquiries');
  const applicationCount = () => count('volunteer_applications');
  const outboxCount = () => count('outbox_events');

  const inquiryRow = async (id: string) =>
    (
      await t.sql('SELECT situation_type, name, email, phone, preferred_time, status FROM solution_inquiries WHERE id = :id', {
        id,
      })
    )[0];

  /** The outbox rows whose data names `id` under `key` (inquiryId, applicationId). */
  const outboxFor = (key: string, id: string) =>
    t.sql<{ id: string; type: string; envelope: { type: string; data: Record<string, unknown>; actor?: Actor } }>(
      "SELECT id, type, envelope FROM outbox_events WHERE envelope->'data'->>:key = :id",
      { key, id },
    );

  /**
   * The message the relay published to the LEADS stream for the event of type `type` whose data names `id`
   * under `key`, read by a consumer of that subject from the stream's start; undefined when none came in time.
   */
  async function published(type: string, key: string, id: string) {
    const nc = await connect({ servers: testNatsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      const stream = `${t.namespace}_LEADS`;
      const durable = `test--${crypto.randomUUID().slice(0, 8)}`;
      await jsm.consumers.add(stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: `${t.namespace}.${type}`,
      });
      try {
        const consumer = await jetstream(nc).consumers.get(stream, durable);
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline) {
          const message = await consumer.next({ expires: 2000 });
          if (!message) continue;
          message.ack();
          const envelope = message.json<{ id: string; type: string; data: Record<string, unknown> }>();
          if (envelope.data[key] === id) {
            return { subject: message.subject, msgId: message.headers?.get('Nats-Msg-Id'), envelope };
          }
        }
        return undefined;
      } finally {
        await jsm.consumers.delete(stream, durable);
      }
    } finally {
      await nc.close();
    }
  }

  return { ...t, post, get, patch, rowCount, applicationCount, outboxCount, inquiryRow, outboxFor, published };
}

/** What `app.inject` answers, as far as these tests read it. */
interface InjectedResponse {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: <T>() => T;
}

/** A refusal in the shared error shape: the status, its code (one of `codes`), a message and the request's id. */
export function expectError(response: InjectedResponse, statusCode: number, codes: RegExp) {
  expect(response.statusCode, response.body).toBe(statusCode);
  const body = response.json<{ statusCode: number; error: string; code: string; message: string; requestId: string }>();
  expect(body).toMatchObject({ statusCode, requestId: response.headers['x-request-id'] });
  expect(body.error).toMatch(/^[A-Z]/);
  expect(body.message).toMatch(/\S/);
  expect(body.code).toMatch(codes);
  return body;
}

/** What bad input is refused with. */
export const badInput = /^(VALIDATION_FAILED|INVALID_CHARACTERS)$/;
