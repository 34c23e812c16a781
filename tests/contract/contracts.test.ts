/**
 * Contract tests: real requests through the gateway to the real services (PostgreSQL and NATS),
 * each response checked against the service's OpenAPI file — its status must be documented for
 * the operation and its body must match that status's schema. Every service of the registry is
 * built (tests/support/registered-service.ts), and every operation of every contract must be
 * exercised at least once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { WebSocket } from 'ws';
import * as messagingSchemas from '@agency/contracts/openapi/messaging.schemas';
import { loadContract, type Contract } from '@agency/kit';
import { registry, upstreamUrlKey } from '@agency/contracts/registry';
import {
  databaseUrlFor,
  dropTestResources,
  generateKeys,
  multipartFile,
  serviceTestEnv,
  signTestToken,
  testNamespace,
  testNatsUrl,
} from '@agency/kit/testing';
import { buildGateway } from '../../gateway/src/app.js';
import { loadGatewayConfig } from '../../gateway/src/config.js';
import { startRegisteredService } from '../support/registered-service.js';
import { startStripeStandIn, webhookHeaders, type StripeStandIn } from '../support/stripe-stand-in.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const openapiDir = fileURLToPath(new URL('../../openapi/', import.meta.url));
const serviceNames = registry.services.map((service) => service.name);

const namespace = testNamespace();
const keys = generateKeys();
const admin = { email: 'contract-admin@maplebuilders.ca', password: 'Contract-admin-pass-1' };
const contracts = Object.fromEntries(
  serviceNames.map((name) => [name, loadContract(path.join(openapiDir, `${name}.yaml`))]),
) as Record<string, Contract>;
const exercised = new Set<string>();
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validators = new Map<object, ValidateFunction>();

let gateway: FastifyInstance;
let stripe: StripeStandIn;
const closers: Array<() => Promise<unknown>> = [];

/** Sends a request through the gateway and checks the answer against the operation's contract. */
async function call(
  service: string,
  operationId: string,
  request: { method?: string; url: string; payload?: unknown; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  const contract = contracts[service];
  if (!contract) throw new Error(`${service} is not in the service registry`);
  const operation = contract.operations.get(operationId);
  if (!operation) throw new Error(`${service} has no operation ${operationId}`);
  const response = await gateway.inject({
    method: (request.method ?? operation.method) as 'GET',
    url: `${registry.services.find((entry) => entry.name === service)!.publicPrefix}${request.url}`,
    ...(request.payload !== undefined && { payload: request.payload as object }),
    headers: request.headers ?? {},
  });
  const responses = operation.schema.response as Record<string, object>;
  const documented = Object.keys(
    (contract.document.paths as Record<string, Record<string, { responses: object }>>)[operation.path]![
      operation.method.toLowerCase()
    ]!.responses,
  );
  expect(documented, `${operationId} answered ${response.statusCode}, which its contract does not list`).toContain(
    String(response.statusCode),
  );
  const schema = responses[String(response.statusCode)];
  if (schema) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
    const body = response.json();
    expect(validate(body), `${operationId} ${response.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
  exercised.add(`${service}.${operationId}`);
  return response;
}

beforeAll(async () => {
  // Every registered service, each on its own databases and streams; identity seeds the admin used below,
  // and payments talks to a local stand-in of Stripe through the real SDK.
  stripe = await startStripeStandIn();
  closers.push(() => stripe.close());
  const env = {
    JWT_PRIVATE_KEY: keys.privateKey,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: 'smtp://127.0.0.1:9',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    // The demo shortcuts are operations of the contract too.
    DEMO_MODE: 'true',
  };
  const urls: Record<string, string> = {};
  for (const name of serviceNames) {
    const service = await startRegisteredService(name, serviceTestEnv(namespace, name, keys, env));
    closers.push(service.close);
    urls[upstreamUrlKey(name)] = service.url;
  }
  gateway = await buildGateway(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      JWT_PUBLIC_KEY: keys.publicKey,
      WEB_DIST: '/nonexistent',
      DATABASE_URL: databaseUrlFor(namespace, registry.gateway.database),
      ...urls,
    }),
  );
  await gateway.ready();
});

afterAll(async () => {
  await gateway?.close();
  for (const close of closers) await close();
  await dropTestResources(namespace);
});

describe('contracts, through the gateway', () => {
  it('health of every service', async () => {
    for (const service of serviceNames) {
      await call(service, 'healthz', { url: '/healthz' });
      await call(service, 'readyz', { url: '/readyz' });
    }
  });

  it('every registered service provisions the streams the registry says it produces, and no other', async () => {
    const nc = await connect({ servers: testNatsUrl });
    try {
      const streams: string[] = [];
      for await (const name of (await jetstreamManager(nc)).streams.names()) {
        if (name.startsWith(`${namespace}_`)) streams.push(name.slice(namespace.length + 1));
      }
      expect(streams.sort()).toEqual(registry.services.flatMap((service) => service.produces).sort());
    } finally {
      await nc.close();
    }
  });

  it('identity: sign in, refresh, who am I, sign out', async () => {
    const refused = await call('identity', 'login', {
      url: '/auth/login',
      payload: { email: admin.email, password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await call('identity', 'login', { url: '/auth/login', payload: { email: 'not-an-email' } })).statusCode).toBe(400);
    const signedIn = await call('identity', 'login', { url: '/auth/login', payload: admin });
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'agency_refresh');
    expect(cookie).toBeDefined();
    const me = await call('identity', 'getCurrentUser', {
      url: '/me',
      headers: { authorization: `Bearer ${signedIn.json().accessToken}` },
    });
    expect(me.json()).toMatchObject({ email: admin.email, role: 'admin' });
    expect((await call('identity', 'getCurrentUser', { url: '/me' })).statusCode).toBe(401);
    const refreshed = await call('identity', 'refreshSession', {
      url: '/auth/refresh',
      headers: { cookie: `agency_refresh=${cookie!.value}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await call('identity', 'refreshSession', { url: '/auth/refresh' })).statusCode).toBe(401);
    const next = refreshed.cookies.find((c) => c.name === 'agency_refresh')!;
    expect(
      (await call('identity', 'logout', { url: '/auth/logout', headers: { cookie: `agency_refresh=${next.value}` } })).statusCode,
    ).toBe(204);
  });

  it('identity: client accounts — registration and sign-in with an access code, password reset', async () => {
    const nc = await connect({ servers: testNatsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      // What onboarding publishes when the team adds a client; identity keeps the code.
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
      const invite = async (email: string) => {
        const code = `MB-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
        const accessCode = { id: randomUUID(), code, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() };
        const data = {
          clientId: randomUUID(),
          businessName: 'Contract Bakery',
          contactName: 'Ada',
          email,
          package: 'growth',
          accessCode,
          revokedAccessCodeIds: [],
          invitedAt: new Date().toISOString(),
        };
        const envelope = {
          id: randomUUID(),
          type: 'onboarding.client.invited.v1',
          occurredAt: data.invitedAt,
          source: 'onboarding',
          data,
        };
        await jetstream(nc).publish(`${namespace}.onboarding.client.invited.v1`, JSON.stringify(envelope), {
          msgID: envelope.id,
        });
        await vi.waitFor(
          async () => {
            const info = await jsm.consumers.info(`${namespace}_ONBOARDING`, 'identity--access-codes');
            expect(info.num_pending + info.num_ack_pending).toBe(0);
          },
          { timeout: 10_000, interval: 25 },
        );
        return accessCode;
      };
      const email = 'contract-client@bakery.example';
      const password = 'Contract-client-pass-1';
      const first = await invite(email);
      const second = await invite(email);

      // Registration (counted with code sign-ins: 10 a minute per address).
      const register = (payload: unknown) => call('identity', 'register', { url: '/auth/register', payload });
      const invalid = await register({ accessCode: 'MB-NOPE00', email, password });
      expect(invalid.json()).toMatchObject({ statusCode: 400, code: 'IDENTITY_ACCESS_CODE_INVALID' });
      expect(invalid.headers['x-ratelimit-limit']).toBe('10');
      const mismatch = await register({ accessCode: first.code, email: 'other@bakery.example', password });
      expect(mismatch.json()).toMatchObject({ statusCode: 400, code: 'IDENTITY_ACCESS_CODE_EMAIL_MISMATCH' });
      const registered = await register({ accessCode: first.code.toLowerCase(), email, password });
      expect(registered.statusCode).toBe(201);
      expect(registered.cookies.find((c) => c.name === 'agency_refresh')).toBeDefined();
      expect((await register({ accessCode: second.code, email, password })).statusCode).toBe(409);

      // Sign-in with a code: an onboarding session, which GET /me refuses.
      const codeSession = await call('identity', 'signInWithAccessCode', {
        url: '/auth/access-code',
        payload: { code: second.code },
      });
      expect(codeSession.statusCode).toBe(200);
      expect(codeSession.json().expiresIn).toBe(3600);
      expect(codeSession.cookies).toEqual([]);
      const forbidden = await call('identity', 'getCurrentUser', {
        url: '/me',
        headers: { authorization: `Bearer ${codeSession.json().accessToken}` },
      });
      expect(forbidden.statusCode).toBe(403);
      const guess = () => call('identity', 'signInWithAccessCode', { url: '/auth/access-code', payload: { code: first.code } });
      expect((await guess()).json()).toMatchObject({ statusCode: 401, code: 'IDENTITY_ACCESS_CODE_INVALID' });
      expect((await call('identity', 'signInWithAccessCode', { url: '/auth/access-code', payload: {} })).statusCode).toBe(400);
      // 7 counted so far: three more fill the minute's 10, and the 11th is refused at the gateway.
      for (let attempt = 8; attempt <= 10; attempt++) expect((await guess()).statusCode).toBe(401);
      const limited = await guess();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();

      // Password reset (5 a minute per address, confirmations included).
      const requested = await call('identity', 'requestPasswordReset', { url: '/auth/password-reset', payload: { email } });
      expect(requested.statusCode).toBe(202);
      expect(requested.json()).toEqual({ status: 'accepted' });
      expect(
        (await call('identity', 'requestPasswordReset', { url: '/auth/password-reset', payload: { email: 'x' } })).statusCode,
      ).toBe(400);
      // The link travels on identity's stream to notifications.
      const resetUrl = await vi.waitFor(
        async () => {
          const message = await jsm.streams.getMessage(`${namespace}_IDENTITY`, {
            last_by_subj: `${namespace}.identity.password-reset.requested.v1`,
          });
          return (message!.json() as { data: { resetUrl: string } }).data.resetUrl;
        },
        { timeout: 10_000, interval: 50 },
      );
      const token = new URL(resetUrl).hash.replace('#type=recovery&token=', '');
      const confirm = (payload: unknown) =>
        call('identity', 'confirmPasswordReset', { url: '/auth/password-reset/confirm', payload });
      expect((await confirm({ token, password: 'short' })).statusCode).toBe(400);
      expect((await confirm({ token, password: 'Contract-client-pass-2' })).statusCode).toBe(204);
      expect((await confirm({ token, password: 'Contract-client-pass-3' })).json()).toMatchObject({
        statusCode: 400,
        code: 'IDENTITY_RESET_TOKEN_INVALID',
      });
      expect(
        (await call('identity', 'login', { url: '/auth/login', payload: { email, password: 'Contract-client-pass-2' } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await nc.close();
    }
  });

  it('leads: public submissions and the admin list', async () => {
    const token = signTestToken(keys, { sub: crypto.randomUUID(), email: 'team@example.com', role: 'admin' });
    const clientToken = signTestToken(keys, { sub: crypto.randomUUID(), email: 'c@example.com', role: 'client' });
    const created = await call('leads', 'submitStrategyCall', {
      url: '/inquiries/strategy-call',
      payload: {
        situationType: 'customer-churn',
        name: 'Contract Test',
        email: 'ct@example.com',
        phone: '780 555 0123',
        preferredTime: 'evening',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await call('leads', 'submitStrategyCall', { url: '/inquiries/strategy-call', payload: { name: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await call('leads', 'submitStageInquiry', { url: '/inquiries/stage', payload: { stage: 5, email: 'top@example.com' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('leads', 'submitStageInquiry', { url: '/inquiries/stage', payload: { stage: 9, email: 'top@example.com' } }))
        .statusCode,
    ).toBe(400);

    const list = await call('leads', 'listInquiries', {
      url: '/admin/inquiries?limit=10',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().total).toBe(2);
    expect((await call('leads', 'listInquiries', { url: '/admin/inquiries' })).statusCode).toBe(401);
    expect(
      (await call('leads', 'listInquiries', { url: '/admin/inquiries', headers: { authorization: `Bearer ${clientToken}` } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('leads', 'listInquiries', {
          url: '/admin/inquiries?status=nope',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(400);

    const id = created.json().id as string;
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (
        await call('leads', 'updateInquiryStatus', {
          url: `/admin/inquiries/${id}`,
          payload: { status: 'scheduled' },
          headers: auth,
        })
      ).json().status,
    ).toBe('scheduled');
    expect(
      (
        await call('leads', 'updateInquiryStatus', {
          url: `/admin/inquiries/${crypto.randomUUID()}`,
          payload: { status: 'scheduled' },
          headers: auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('leads', 'updateInquiryStatus', { url: `/admin/inquiries/${id}`, payload: { status: 'won' }, headers: auth }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('leads', 'updateInquiryStatus', { url: `/admin/inquiries/${id}`, payload: { status: 'pending' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await call('leads', 'updateInquiryStatus', {
          url: `/admin/inquiries/${id}`,
          payload: { status: 'pending' },
          headers: { authorization: `Bearer ${clientToken}` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('leads: proposals, volunteer applications, one inquiry, the lead inbox and the CSV exports', async () => {
    const team = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' })}`,
    };
    const client = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 'c@example.com', role: 'client' })}`,
    };
    const leads = (operationId: string, request: Parameters<typeof call>[2]) => call('leads', operationId, request);

    const proposal = {
      businessName: 'Contract Bakery',
      industry: 'retail',
      timeline: 'flexible',
      goals: 'More pre-orders',
      email: 'lead@example.com',
      phone: '780 555 0144',
    };
    const proposed = await leads('submitProposal', { url: '/inquiries/proposal', payload: proposal });
    expect(proposed.statusCode).toBe(201);
    expect(
      (await leads('submitProposal', { url: '/inquiries/proposal', payload: { ...proposal, timeline: 'someday' } })).statusCode,
    ).toBe(400);
    const student = {
      name: 'Contract Student',
      email: 'LEAD@example.com',
      phone: '587 555 0100',
      university: 'University of Alberta',
      program: 'Business',
      year: '2',
      experience: 'Ran a club',
      availability: 'fall',
      interests: ['Digital Marketing'],
      motivation: 'Learn by doing',
    };
    const applied = await leads('submitApplication', { url: '/applications', payload: student });
    expect(applied.statusCode).toBe(201);
    expect(applied.headers['x-ratelimit-limit']).toBeDefined();
    expect(
      (await leads('submitApplication', { url: '/applications', payload: { ...student, interests: ['Cooking'] } })).statusCode,
    ).toBe(400);

    const inquiryId = proposed.json().id as string;
    const inquiry = await leads('getInquiry', { url: `/admin/inquiries/${inquiryId}`, headers: team });
    expect(inquiry.json()).toMatchObject({ situationType: 'proposal', details: { businessName: 'Contract Bakery' } });
    expect((await leads('getInquiry', { url: `/admin/inquiries/${crypto.randomUUID()}`, headers: team })).statusCode).toBe(404);
    expect((await leads('getInquiry', { url: '/admin/inquiries/42', headers: team })).statusCode).toBe(400);
    expect((await leads('getInquiry', { url: `/admin/inquiries/${inquiryId}` })).statusCode).toBe(401);
    expect((await leads('getInquiry', { url: `/admin/inquiries/${inquiryId}`, headers: client })).statusCode).toBe(403);

    const applications = await leads('listApplications', { url: '/admin/applications?q=alberta', headers: team });
    expect(applications.json()).toMatchObject({ total: 1, items: [{ name: 'Contract Student', status: 'pending' }] });
    expect((await leads('listApplications', { url: '/admin/applications?status=contacted', headers: team })).statusCode).toBe(
      400,
    );
    expect((await leads('listApplications', { url: '/admin/applications' })).statusCode).toBe(401);
    expect((await leads('listApplications', { url: '/admin/applications', headers: client })).statusCode).toBe(403);

    const applicationUrl = `/admin/applications/${applied.json().id}`;
    expect((await leads('getApplication', { url: applicationUrl, headers: team })).json().interests).toEqual([
      'Digital Marketing',
    ]);
    expect((await leads('getApplication', { url: `/admin/applications/${crypto.randomUUID()}`, headers: team })).statusCode).toBe(
      404,
    );
    expect((await leads('getApplication', { url: '/admin/applications/42', headers: team })).statusCode).toBe(400);
    expect((await leads('getApplication', { url: applicationUrl })).statusCode).toBe(401);
    expect((await leads('getApplication', { url: applicationUrl, headers: client })).statusCode).toBe(403);

    const setStatus = (url: string, status: string, headers?: Record<string, string>) =>
      leads('updateApplicationStatus', { url, payload: { status }, ...(headers && { headers }) });
    expect((await setStatus(applicationUrl, 'accepted', team)).json().status).toBe('accepted');
    expect((await setStatus(`/admin/applications/${crypto.randomUUID()}`, 'accepted', team)).statusCode).toBe(404);
    expect((await setStatus(applicationUrl, 'hired', team)).statusCode).toBe(400);
    expect((await setStatus(applicationUrl, 'rejected')).statusCode).toBe(401);
    expect((await setStatus(applicationUrl, 'rejected', client)).statusCode).toBe(403);

    const history = await leads('listLeadsByEmail', { url: '/admin/leads?email=Lead%40Example.com', headers: team });
    expect(history.json().items.map((item: { kind: string }) => item.kind)).toEqual(['application', 'proposal']);
    expect((await leads('listLeadsByEmail', { url: '/admin/leads?email=nope', headers: team })).statusCode).toBe(400);
    expect((await leads('listLeadsByEmail', { url: '/admin/leads?email=a%40b.co' })).statusCode).toBe(401);
    expect((await leads('listLeadsByEmail', { url: '/admin/leads?email=a%40b.co', headers: client })).statusCode).toBe(403);

    for (const [operationId, list, expected] of [
      ['exportInquiries', 'inquiries', 'Contract Bakery'],
      ['exportApplications', 'applications', 'Contract Student'],
    ] as const) {
      const csv = await leads(operationId, { url: `/admin/${list}/export`, headers: team });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${list}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`),
      );
      expect(csv.body.startsWith('\uFEFFSubmitted (UTC),Name,')).toBe(true);
      expect(csv.body).toContain(expected);
      expect((await leads(operationId, { url: `/admin/${list}/export?status=nope`, headers: team })).statusCode).toBe(400);
      expect((await leads(operationId, { url: `/admin/${list}/export` })).statusCode).toBe(401);
      expect((await leads(operationId, { url: `/admin/${list}/export`, headers: client })).statusCode).toBe(403);
    }
  });

  it('content: the public site’s reads, documents and images, and the team’s posts', async () => {
    const team = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' })}`,
    };
    const client = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 'c@example.com', role: 'client' })}`,
    };
    const content = (operationId: string, request: Parameters<typeof call>[2]) => call('content', operationId, request);
    const served = (url: string) => url.replace('/api/content', '');

    // The demo content of a new install.
    const posts = (await content('listPublishedPosts', { url: '/posts?limit=3&tag=edmonton' })).json();
    expect(posts.total).toBeGreaterThan(0);
    expect((await content('listPublishedPosts', { url: '/posts?limit=0' })).statusCode).toBe(400);
    expect((await content('getPublishedPost', { url: `/posts/${posts.items[0].slug}` })).statusCode).toBe(200);
    expect((await content('getPublishedPost', { url: '/posts/no-such-post' })).statusCode).toBe(404);
    expect((await content('getPublishedPost', { url: '/posts/Not%20A%20Slug' })).statusCode).toBe(400);
    const [category] = (await content('listCategories', { url: '/categories' })).json();
    expect((await content('listTags', { url: '/tags' })).statusCode).toBe(200);
    const [partner] = (await content('listPartners', { url: '/partners' })).json();
    const [author] = (await content('listTeamMembers', { url: '/team-members' })).json();
    expect((await content('getService', { url: '/services/web-development' })).json().caseStudies).toHaveLength(1);
    expect((await content('getService', { url: '/services/no-such-service' })).statusCode).toBe(404);
    expect((await content('getService', { url: '/services/Bad_Slug' })).statusCode).toBe(400);
    expect((await content('searchSite', { url: '/search?q=website' })).statusCode).toBe(200);
    expect((await content('searchSite', { url: '/search?q=a' })).statusCode).toBe(400);
    expect((await content('getSiteMap', { url: '/site-map' })).statusCode).toBe(200);
    expect((await content('getSitemapXml', { url: '/sitemap.xml' })).headers['content-type']).toMatch(/^application\/xml/);
    expect((await content('getRobotsTxt', { url: '/robots.txt' })).headers['content-type']).toMatch(/^text\/plain/);
    for (const file of ['/sitemap.xml', '/robots.txt']) expect((await gateway.inject({ url: file })).statusCode).toBe(200);
    expect((await content('getMedia', { url: served(partner.logo.url) })).headers['content-type']).toBe('image/svg+xml');
    expect((await content('getMedia', { url: '/media/no-such-image.png' })).statusCode).toBe(404);
    expect((await content('getMedia', { url: '/media/UPPER.png' })).statusCode).toBe(400);

    const link = (await content('getDocumentLink', { url: '/documents/mission-paper/link' })).json();
    expect((await content('getDocumentLink', { url: '/documents/other/link' })).statusCode).toBe(400);
    expect((await content('getDocument', { url: served(link.url) })).headers['content-type']).toBe('application/pdf');
    const tampered = served(link.url).replace(/signature=./, (start: string) =>
      start.endsWith('A') ? 'signature=B' : 'signature=A',
    );
    expect((await content('getDocument', { url: tampered })).statusCode).toBe(403);
    expect((await content('getDocument', { url: '/documents/mission-paper?expires=1' })).statusCode).toBe(400);

    // The team's side.
    expect((await content('listAllPosts', { url: '/admin/posts?limit=5', headers: team })).json().items).toHaveLength(5);
    expect((await content('listAllPosts', { url: '/admin/posts' })).statusCode).toBe(401);
    expect((await content('listAllPosts', { url: '/admin/posts', headers: client })).statusCode).toBe(403);
    expect((await content('listAllPosts', { url: '/admin/posts?page=0', headers: team })).statusCode).toBe(400);
    const input = {
      title: 'Contract test post',
      slug: 'contract-test-post',
      authorId: author.id,
      coverImage: partner.logo.url,
      excerpt: 'An excerpt.',
      content: '# Hello',
      published: false,
      featured: false,
      categoryId: category.id,
      tags: ['Contract'],
    };
    const post = (await content('createPost', { url: '/admin/posts', payload: input, headers: team })).json();
    expect((await content('createPost', { url: '/admin/posts', payload: input, headers: team })).statusCode).toBe(409);
    expect((await content('createPost', { url: '/admin/posts', payload: { title: 'x' }, headers: team })).statusCode).toBe(400);
    expect((await content('createPost', { url: '/admin/posts', payload: input })).statusCode).toBe(401);
    expect((await content('createPost', { url: '/admin/posts', payload: input, headers: client })).statusCode).toBe(403);
    const postUrl = `/admin/posts/${post.id}`;
    const missing = `/admin/posts/${crypto.randomUUID()}`;
    expect((await content('getPost', { url: postUrl, headers: team })).json().slug).toBe('contract-test-post');
    expect((await content('getPost', { url: missing, headers: team })).statusCode).toBe(404);
    expect((await content('getPost', { url: '/admin/posts/42', headers: team })).statusCode).toBe(400);
    expect((await content('getPost', { url: postUrl })).statusCode).toBe(401);
    expect((await content('getPost', { url: postUrl, headers: client })).statusCode).toBe(403);
    const edited = { ...input, title: 'Edited', seoTitle: 'SEO', seoDescription: null };
    expect((await content('updatePost', { url: postUrl, payload: edited, headers: team })).json().title).toBe('Edited');
    expect((await content('updatePost', { url: missing, payload: edited, headers: team })).statusCode).toBe(404);
    const taken = { ...edited, slug: posts.items[0].slug };
    expect((await content('updatePost', { url: postUrl, payload: taken, headers: team })).statusCode).toBe(409);
    expect((await content('updatePost', { url: postUrl, payload: {}, headers: team })).statusCode).toBe(400);
    expect((await content('updatePost', { url: postUrl, payload: edited })).statusCode).toBe(401);
    expect((await content('updatePost', { url: postUrl, payload: edited, headers: client })).statusCode).toBe(403);
    const publish = (url: string, payload: unknown, headers?: Record<string, string>) =>
      content('setPostPublished', { url: `${url}/published`, payload, ...(headers && { headers }) });
    expect((await publish(postUrl, { published: true }, team)).json().published).toBe(true);
    expect((await publish(missing, { published: true }, team)).statusCode).toBe(404);
    expect((await publish(postUrl, { published: 'yes' }, team)).statusCode).toBe(400);
    expect((await publish(postUrl, { published: true })).statusCode).toBe(401);
    expect((await publish(postUrl, { published: true }, client)).statusCode).toBe(403);
    expect((await content('deletePost', { url: postUrl, headers: client })).statusCode).toBe(403);
    expect((await content('deletePost', { url: postUrl })).statusCode).toBe(401);
    expect((await content('deletePost', { url: postUrl, headers: team })).statusCode).toBe(204);
    expect((await content('deletePost', { url: postUrl, headers: team })).statusCode).toBe(404);
    expect((await content('deletePost', { url: '/admin/posts/42', headers: team })).statusCode).toBe(400);

    const category2 = { name: 'Contract Testing' };
    expect((await content('createCategory', { url: '/admin/categories', payload: category2, headers: team })).statusCode).toBe(
      201,
    );
    expect((await content('createCategory', { url: '/admin/categories', payload: category2, headers: team })).statusCode).toBe(
      409,
    );
    expect((await content('createCategory', { url: '/admin/categories', payload: {}, headers: team })).statusCode).toBe(400);
    expect((await content('createCategory', { url: '/admin/categories', payload: category2 })).statusCode).toBe(401);
    expect((await content('createCategory', { url: '/admin/categories', payload: category2, headers: client })).statusCode).toBe(
      403,
    );

    const upload = (file: ReturnType<typeof multipartFile>, headers: Record<string, string> = team) =>
      content('uploadImage', { url: '/admin/media', payload: file.payload, headers: { ...headers, ...file.headers } });
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.from([0, 0, 0, 8, 0, 0, 0, 6, 8, 0, 0, 0, 0]),
    ]);
    const image = (await upload(multipartFile('file', 'a.png', 'image/png', png))).json();
    expect(image).toMatchObject({ width: 8, height: 6 });
    expect((await content('getMedia', { url: served(image.url) })).headers['content-type']).toBe('image/png');
    expect((await upload(multipartFile('file', 'a.gif', 'image/gif', Buffer.from('GIF89a')))).statusCode).toBe(415);
    expect(
      (await upload(multipartFile('file', 'a.png', 'image/png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])))).statusCode,
    ).toBe(413);
    expect((await upload(multipartFile('other', 'a.png', 'image/png', png))).statusCode).toBe(400);
    expect((await upload(multipartFile('file', 'a.png', 'image/png', png), {})).statusCode).toBe(401);
    expect((await upload(multipartFile('file', 'a.png', 'image/png', png), client)).statusCode).toBe(403);
  });

  it('onboarding: Add Client, the list, the summary, a client, a new code, and the client’s own record', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });
    const team = bearer({ sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' });
    const stranger = bearer({ sub: crypto.randomUUID(), email: 'c@example.com', role: 'client', clientId: crypto.randomUUID() });
    const onboarding = (operationId: string, request: Parameters<typeof call>[2]) => call('onboarding', operationId, request);
    const newClient = {
      businessName: 'Contract Bakery',
      contactName: 'Cora',
      email: 'cora@contract.example',
      package: 'starter',
    };

    const created = await onboarding('createClient', { url: '/admin/clients', payload: newClient, headers: team });
    expect(created.statusCode).toBe(201);
    const { client, accessCode } = created.json<{ client: { id: string }; accessCode: { id: string; code: string } }>();
    expect(accessCode.code).toMatch(/^MB-[A-Z0-9]{6}$/);
    expect((await onboarding('createClient', { url: '/admin/clients', payload: newClient, headers: team })).statusCode).toBe(409);
    expect(
      (await onboarding('createClient', { url: '/admin/clients', payload: { ...newClient, email: 'x' }, headers: team }))
        .statusCode,
    ).toBe(400);
    expect((await onboarding('createClient', { url: '/admin/clients', payload: newClient })).statusCode).toBe(401);
    expect((await onboarding('createClient', { url: '/admin/clients', payload: newClient, headers: stranger })).statusCode).toBe(
      403,
    );

    const list = await onboarding('listClients', {
      url: '/admin/clients?q=contract&filter=pending&page=1&pageSize=10',
      headers: team,
    });
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageCount: 1, items: [{ id: client.id, status: 'payment-pending' }] });
    expect((await onboarding('listClients', { url: '/admin/clients?filter=lost', headers: team })).statusCode).toBe(400);
    expect((await onboarding('listClients', { url: '/admin/clients' })).statusCode).toBe(401);
    expect((await onboarding('listClients', { url: '/admin/clients', headers: stranger })).statusCode).toBe(403);

    const summary = await onboarding('getClientSummary', { url: '/admin/clients/summary', headers: team });
    expect(summary.json()).toEqual({ totalClients: 1, activeProjects: 0, pendingOnboarding: 1, completed: 0, unreadMessages: 0 });
    expect((await onboarding('getClientSummary', { url: '/admin/clients/summary' })).statusCode).toBe(401);
    expect((await onboarding('getClientSummary', { url: '/admin/clients/summary', headers: stranger })).statusCode).toBe(403);

    const detail = await onboarding('getClient', { url: `/admin/clients/${client.id}`, headers: team });
    expect(detail.json().accessCodes).toMatchObject([{ id: accessCode.id, state: 'active' }]);
    expect((await onboarding('getClient', { url: `/admin/clients/${crypto.randomUUID()}`, headers: team })).statusCode).toBe(404);
    expect((await onboarding('getClient', { url: '/admin/clients/42', headers: team })).statusCode).toBe(400);
    expect((await onboarding('getClient', { url: `/admin/clients/${client.id}`, headers: stranger })).statusCode).toBe(403);

    const reissued = await onboarding('issueAccessCode', { url: `/admin/clients/${client.id}/access-codes`, headers: team });
    expect(reissued.statusCode).toBe(201);
    expect(reissued.json().code).not.toBe(accessCode.code);
    expect(
      (await onboarding('issueAccessCode', { url: `/admin/clients/${crypto.randomUUID()}/access-codes`, headers: team }))
        .statusCode,
    ).toBe(404);
    expect((await onboarding('issueAccessCode', { url: `/admin/clients/${client.id}/access-codes` })).statusCode).toBe(401);
    expect(
      (await onboarding('issueAccessCode', { url: `/admin/clients/${client.id}/access-codes`, headers: stranger })).statusCode,
    ).toBe(403);

    // Identity's registration event, through NATS, redeems the code: then no new code is issued.
    const nc = await connect({ servers: testNatsUrl });
    try {
      const registered = {
        id: crypto.randomUUID(),
        type: 'identity.client-account.registered.v1',
        occurredAt: new Date().toISOString(),
        source: 'identity',
        data: {
          userId: crypto.randomUUID(),
          clientId: client.id,
          accessCodeId: reissued.json().id,
          email: newClient.email,
          registeredAt: new Date().toISOString(),
        },
      };
      await jetstream(nc).publish(`${namespace}.${registered.type}`, JSON.stringify(registered), { msgID: registered.id });
    } finally {
      await nc.close();
    }
    await vi.waitFor(
      async () => {
        const codes = (await onboarding('getClient', { url: `/admin/clients/${client.id}`, headers: team })).json().accessCodes;
        expect(codes[0]).toMatchObject({ id: reissued.json().id, state: 'redeemed' });
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(
      (await onboarding('issueAccessCode', { url: `/admin/clients/${client.id}/access-codes`, headers: team })).statusCode,
    ).toBe(409);

    const own = bearer({ sub: crypto.randomUUID(), email: newClient.email, role: 'client', clientId: client.id });
    const mine = await onboarding('getOwnClient', { url: '/client', headers: own });
    expect(mine.json()).toMatchObject({
      id: client.id,
      businessName: 'Contract Bakery',
      package: 'starter',
      paymentCompleted: false,
    });
    expect((await onboarding('getOwnClient', { url: '/client', headers: stranger })).statusCode).toBe(404);
    expect((await onboarding('getOwnClient', { url: '/client', headers: team })).statusCode).toBe(403);
    expect((await onboarding('getOwnClient', { url: '/client' })).statusCode).toBe(401);
  });

  it('payments: the settings, Start Free Trial, the return verified, Check Payment Status and Stripe’s webhook', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });
    const clientId = crypto.randomUUID();
    const own = bearer({ sub: crypto.randomUUID(), email: 'pay@contract.example', role: 'client', clientId });
    const byCode = bearer({
      sub: crypto.randomUUID(),
      email: 'pay@contract.example',
      role: 'client',
      clientId,
      scope: 'onboarding',
    });
    const stranger = bearer({ sub: crypto.randomUUID(), email: 'c@example.com', role: 'client', clientId: crypto.randomUUID() });
    const team = bearer({ sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' });
    const payments = (operationId: string, request: Parameters<typeof call>[2]) => call('payments', operationId, request);

    expect((await payments('getPaymentSettings', { url: '/settings' })).json()).toEqual({ checkoutEnabled: true });

    const open = (headers: Record<string, string>, payload: unknown = { package: 'growth' }) =>
      payments('createCheckoutSession', { url: '/checkout-sessions', payload, headers });
    const created = await open(byCode);
    expect(created.statusCode).toBe(201);
    const session = created.json<{ id: string; url: string }>();
    expect(stripe.session(session.id)?.client_reference_id).toBe(clientId);
    expect((await open(own, { package: 'gold' })).statusCode).toBe(400);
    expect((await open({})).statusCode).toBe(401);
    expect((await open(team)).statusCode).toBe(403);
    stripe.setFailing(true);
    expect((await open(own)).statusCode).toBe(502);
    stripe.setFailing(false);

    const verify = (id: string, headers: Record<string, string>) =>
      payments('verifyCheckoutSession', { url: `/checkout-sessions/${id}/verification`, headers });
    expect((await verify(session.id, own)).json()).toEqual({ verified: false });
    expect((await verify(session.id, stranger)).statusCode).toBe(404);
    expect((await verify('cs_test_unknown', own)).statusCode).toBe(404);
    expect((await verify('not-a-session', own)).statusCode).toBe(400);
    expect((await verify(session.id, {})).statusCode).toBe(401);
    expect((await verify(session.id, team)).statusCode).toBe(403);

    const check = (headers: Record<string, string>) => payments('checkClientPayment', { url: '/client/payment-check', headers });
    expect((await check(own)).json()).toEqual({ found: false });
    expect((await check({})).statusCode).toBe(401);
    expect((await check(team)).statusCode).toBe(403);

    // Stripe's webhook through the gateway: the bytes arrive exactly as signed, pretty-printed UTF-8 with a
    // character outside ASCII among them (a re-encoding on the way would break the signature).
    stripe.complete(session.id);
    stripe.session(session.id)!.metadata.businessName = 'Café Olé';
    const webhook = stripe.sessionEvent('checkout.session.completed', session.id);
    expect(webhook.body).toContain('"businessName": "Café Olé"');
    const deliver = (body: string, signature: string) =>
      payments('receiveStripeWebhook', { url: '/webhooks/stripe', payload: body, headers: webhookHeaders(signature) });
    expect((await deliver(webhook.body, webhook.signature)).json()).toEqual({ received: true });
    expect((await deliver(webhook.body, webhook.signature)).statusCode).toBe(200);
    expect((await deliver(`${webhook.body} `, webhook.signature)).json()).toMatchObject({
      statusCode: 400,
      code: 'PAYMENTS_WEBHOOK_SIGNATURE_INVALID',
    });
    expect((await verify(session.id, own)).json()).toEqual({ verified: true });
    expect((await check(own)).json()).toEqual({ found: true });
    expect((await open(own)).json()).toMatchObject({ statusCode: 409, code: 'PAYMENTS_ALREADY_PAID' });

    // One payments.payment.verified.v1 for the checkout, on payments' stream.
    const nc = await connect({ servers: testNatsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      await vi.waitFor(
        async () => {
          const { state } = await jsm.streams.info(`${namespace}_PAYMENTS`);
          expect(state.messages).toBe(1);
        },
        { timeout: 10_000, interval: 100 },
      );
      const message = await jsm.streams.getMessage(`${namespace}_PAYMENTS`, {
        last_by_subj: `${namespace}.payments.payment.verified.v1`,
      });
      expect(message!.json()).toMatchObject({
        data: { checkoutSessionId: session.id, clientId, package: 'growth', amountPaid: 3900, verifiedVia: 'webhook' },
      });
    } finally {
      await nc.close();
    }
  });

  it('onboarding: the steps - portal settings, demo payment, the contract sent, signed and downloaded, the video, the diagnostic', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => ({
      authorization: `Bearer ${signTestToken(keys, principal)}`,
    });
    const team = bearer({ sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' });
    const onboarding = (operationId: string, request: Parameters<typeof call>[2]) => call('onboarding', operationId, request);
    const addClient = async (email: string, contactName: string) => {
      const created = await onboarding('createClient', {
        url: '/admin/clients',
        payload: { businessName: 'Steps Bakery', contactName, email, package: 'growth' },
        headers: team,
      });
      expect(created.statusCode).toBe(201);
      return created.json<{ client: { id: string }; accessCode: { id: string } }>();
    };
    const signer = await addClient('signer@steps.example', 'Sam Signer');
    const demo = await addClient('demo@steps.example', '');
    const own = bearer({ sub: crypto.randomUUID(), email: 'signer@steps.example', role: 'client', clientId: signer.client.id });
    const byCode = bearer({
      sub: demo.accessCode.id,
      email: 'demo@steps.example',
      role: 'client',
      clientId: demo.client.id,
      scope: 'onboarding',
    });

    expect((await onboarding('getPortalSettings', { url: '/portal-settings' })).json()).toEqual({
      demoMode: true,
      welcomeVideo: null,
    });

    // Out of order: 409s in the shared error shape.
    const early = await onboarding('getOwnContract', { url: '/client/contract', headers: own });
    expect([early.statusCode, early.json().code]).toEqual([409, 'ONBOARDING_PAYMENT_REQUIRED']);
    expect((await onboarding('markVideoWatched', { url: '/client/video-watched', headers: own })).statusCode).toBe(409);
    expect((await onboarding('downloadOwnContract', { url: '/client/contract/document', headers: own })).statusCode).toBe(409);
    expect(
      (await onboarding('getClientContract', { url: `/admin/clients/${signer.client.id}/contract`, headers: team })).statusCode,
    ).toBe(404);

    const paid = await onboarding('skipPaymentInDemo', {
      url: '/client/demo-payment',
      payload: { package: 'professional' },
      headers: own,
    });
    expect(paid.json()).toMatchObject({ paymentCompleted: true, projectType: 'Professional Package ($79)', stepCompleted: 1 });
    expect(
      (await onboarding('skipPaymentInDemo', { url: '/client/demo-payment', payload: { package: 'gold' }, headers: own }))
        .statusCode,
    ).toBe(400);
    expect(
      (await onboarding('skipPaymentInDemo', { url: '/client/demo-payment', payload: { package: 'starter' } })).statusCode,
    ).toBe(401);
    expect(
      (await onboarding('skipPaymentInDemo', { url: '/client/demo-payment', payload: { package: 'starter' }, headers: team }))
        .statusCode,
    ).toBe(403);

    expect((await onboarding('getOwnContract', { url: '/client/contract', headers: own })).json().status).toBe('not-sent');
    expect(
      (
        await onboarding('signContract', {
          url: '/client/contract/signature',
          payload: { fullName: 'Sam Signer', consent: true },
          headers: own,
        })
      ).statusCode,
    ).toBe(409);
    const sent = await onboarding('sendContract', { url: '/client/contract/sending', headers: own });
    expect(sent.json()).toMatchObject({ status: 'sent', envelopeId: expect.stringMatching(/^envelope_\d+$/) });
    expect(
      (
        await onboarding('signContract', {
          url: '/client/contract/signature',
          payload: { fullName: 'Sam Signer', consent: false },
          headers: own,
        })
      ).statusCode,
    ).toBe(400);
    const signed = await onboarding('signContract', {
      url: '/client/contract/signature',
      payload: { fullName: 'Sam Signer', consent: true },
      headers: { ...own, 'user-agent': 'Contract Test Browser' },
    });
    expect(signed.json()).toMatchObject({ status: 'signed', signature: { fullName: 'Sam Signer', sha256: sent.json().sha256 } });
    expect((await onboarding('signContractInDemo', { url: '/client/contract/demo-signature', headers: own })).statusCode).toBe(
      409,
    );

    const pdf = await onboarding('downloadOwnContract', { url: '/client/contract/document', headers: own });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const record = await onboarding('getClientContract', { url: `/admin/clients/${signer.client.id}/contract`, headers: team });
    expect(record.json()).toMatchObject({
      status: 'signed',
      signature: { fullName: 'Sam Signer', userAgent: 'Contract Test Browser' },
      verification: { valid: true, computedSha256: sent.json().sha256 },
    });
    expect(
      (await onboarding('getClientContract', { url: `/admin/clients/${signer.client.id}/contract`, headers: own })).statusCode,
    ).toBe(403);
    const teamPdf = await onboarding('downloadClientContract', {
      url: `/admin/clients/${signer.client.id}/contract/document`,
      headers: team,
    });
    expect([teamPdf.statusCode, teamPdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(
      (await onboarding('downloadClientContract', { url: `/admin/clients/${demo.client.id}/contract/document`, headers: team }))
        .statusCode,
    ).toBe(404);
    expect(
      (await onboarding('downloadClientContract', { url: `/admin/clients/${signer.client.id}/contract/document` })).statusCode,
    ).toBe(401);

    const watched = await onboarding('markVideoWatched', { url: '/client/video-watched', headers: own });
    expect(watched.json()).toMatchObject({ videoWatched: true, onboardingComplete: true, stepCompleted: 4 });

    // The other client, on its access-code session, through the demo shortcuts.
    await onboarding('skipPaymentInDemo', { url: '/client/demo-payment', payload: { package: 'starter' }, headers: byCode });
    await onboarding('sendContract', { url: '/client/contract/sending', headers: byCode });
    const demoSigned = await onboarding('signContractInDemo', { url: '/client/contract/demo-signature', headers: byCode });
    expect(demoSigned.json().signature.fullName).toBe('Steps Bakery');
    expect((await onboarding('signContractInDemo', { url: '/client/contract/demo-signature' })).statusCode).toBe(401);

    const status = await onboarding('getPaymentStatus', { url: '/admin/payment-status', headers: team });
    expect(status.json().clients.map((client: { id: string }) => client.id)).toEqual(
      expect.arrayContaining([signer.client.id, demo.client.id]),
    );
    expect((await onboarding('getPaymentStatus', { url: '/admin/payment-status', headers: own })).statusCode).toBe(403);
    expect((await onboarding('getPaymentStatus', { url: '/admin/payment-status' })).statusCode).toBe(401);
  });

  it('messaging: a client onboarding invited, its thread both ways, read marks, Schedule Call, and /live through the gateway', async () => {
    const bearer = (principal: Parameters<typeof signTestToken>[1]) => signTestToken(keys, principal);
    const teamToken = bearer({ sub: randomUUID(), email: 'morgan.lee@maplebuilders.ca', role: 'admin' });
    const team = { authorization: `Bearer ${teamToken}` };
    const messaging = (operationId: string, request: Parameters<typeof call>[2]) => call('messaging', operationId, request);

    // The client comes from onboarding's Add Client, through its event: messaging reads no other database.
    const created = await call('onboarding', 'createClient', {
      url: '/admin/clients',
      payload: { businessName: 'Chat Bakery', contactName: 'Cleo', email: 'cleo@chat.example', package: 'growth' },
      headers: team,
    });
    const clientId = created.json<{ client: { id: string } }>().client.id;
    const clientToken = bearer({ sub: randomUUID(), email: 'cleo@chat.example', role: 'client', clientId });
    const client = { authorization: `Bearer ${clientToken}` };
    const other = {
      authorization: `Bearer ${bearer({ sub: randomUUID(), email: 'o@x.example', role: 'client', clientId: randomUUID() })}`,
    };
    const accessCode = {
      authorization: `Bearer ${bearer({ sub: randomUUID(), email: 'cleo@chat.example', role: 'client', clientId, scope: 'onboarding' })}`,
    };
    await vi.waitFor(
      async () =>
        expect(
          (await messaging('listTeamMessages', { url: `/admin/clients/${clientId}/messages`, headers: team })).statusCode,
        ).toBe(200),
      { timeout: 15_000, interval: 100 },
    );
    expect((await messaging('listClientMessages', { url: '/client/messages', headers: other })).statusCode).toBe(404);
    expect((await messaging('listClientMessages', { url: '/client/messages', headers: accessCode })).statusCode).toBe(403);
    expect((await messaging('listClientMessages', { url: '/client/messages' })).statusCode).toBe(401);

    // The client's socket, through the gateway, with its token in the cookie; the team's with its token in the first frame.
    const frameIsValid = ajv.compile(messagingSchemas.LiveServerFrame);
    const socketUrl = `${(await gateway.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/messaging/live`;
    const open = (headers: Record<string, string>, first: object[]) => {
      const socket = new WebSocket(socketUrl, { headers });
      const frames: Array<{ type: string; message?: { seq: number } }> = [];
      socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as (typeof frames)[number]));
      return new Promise<{ socket: WebSocket; frames: typeof frames }>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('open', () => first.forEach((frame) => socket.send(JSON.stringify(frame))));
        socket.on('message', () => frames.at(-1)?.type === 'subscribed' && resolve({ socket, frames }));
      });
    };
    const clientSocket = await open({ cookie: `agency_access=${clientToken}` }, [{ type: 'subscribe', afterSeq: 0 }]);
    const teamSocket = await open({}, [
      { type: 'auth', token: teamToken },
      { type: 'subscribe', clientId, afterSeq: 0 },
    ]);
    exercised.add('messaging.watchThreads');

    const fromClient = await messaging('sendClientMessage', {
      url: '/client/messages',
      payload: { message: ' <b>Hi</b> ' },
      headers: client,
    });
    expect(fromClient.statusCode).toBe(201);
    expect(fromClient.json()).toMatchObject({ senderType: 'client', senderName: 'Cleo', message: '<b>Hi</b>' });
    expect(
      (await messaging('sendClientMessage', { url: '/client/messages', payload: { message: '  ' }, headers: client })).statusCode,
    ).toBe(400);
    expect(
      (await messaging('sendClientMessage', { url: '/client/messages', payload: { message: 'x' }, headers: team })).statusCode,
    ).toBe(403);
    const fromTeam = await messaging('sendTeamMessage', {
      url: `/admin/clients/${clientId}/messages`,
      payload: { message: 'Welcome, Cleo' },
      headers: team,
    });
    expect(fromTeam.json()).toMatchObject({ senderType: 'team', senderName: 'morgan.lee', readByClientAt: null });
    expect(
      (
        await messaging('sendTeamMessage', {
          url: `/admin/clients/${clientId}/messages`,
          payload: { message: 'x' },
          headers: client,
        })
      ).statusCode,
    ).toBe(403);
    const seqs = [fromClient.json<{ seq: number }>().seq, fromTeam.json<{ seq: number }>().seq];
    for (const live of [clientSocket, teamSocket]) {
      await vi.waitFor(() => expect(live.frames.filter((f) => f.type === 'message').map((f) => f.message!.seq)).toEqual(seqs));
    }

    // onboarding counts the client's messages the team has not read from messaging's events, not its database.
    const unreadOnboarding = async () => {
      const detail = await call('onboarding', 'getClient', { url: `/admin/clients/${clientId}`, headers: team });
      const summary = await call('onboarding', 'getClientSummary', { url: '/admin/clients/summary', headers: team });
      return [
        detail.json<{ unreadMessages: number }>().unreadMessages,
        summary.json<{ unreadMessages: number }>().unreadMessages,
      ];
    };
    await vi.waitFor(async () => expect(await unreadOnboarding()).toEqual([1, 1]), { timeout: 10_000, interval: 100 });

    const thread = await messaging('listClientMessages', { url: `/client/messages?after=0`, headers: client });
    expect(thread.json<{ messages: unknown[] }>().messages).toHaveLength(2);
    const read = await messaging('markClientMessagesRead', { url: '/client/messages/read', headers: client });
    expect(read.json()).toMatchObject({ readBy: 'client', count: 1, upToSeq: seqs[1] });
    const teamRead = await messaging('markTeamMessagesRead', { url: `/admin/clients/${clientId}/messages/read`, headers: team });
    expect(teamRead.json()).toMatchObject({ readBy: 'team', count: 1, upToSeq: seqs[0] });
    expect((await messaging('markTeamMessagesRead', { url: `/admin/clients/${clientId}/messages/read` })).statusCode).toBe(401);
    await vi.waitFor(async () => expect(await unreadOnboarding()).toEqual([0, 0]), { timeout: 10_000, interval: 100 });

    const meeting = await messaging('scheduleCall', { url: `/admin/clients/${clientId}/meetings`, headers: team });
    expect(meeting.json()).toMatchObject({ title: 'Scheduled Call', durationMinutes: 30, status: 'scheduled' });
    expect((await messaging('scheduleCall', { url: `/admin/clients/${clientId}/meetings`, headers: client })).statusCode).toBe(
      403,
    );
    expect((await messaging('listClientMeetings', { url: '/client/meetings', headers: client })).json()).toEqual({
      meetings: [meeting.json()],
    });
    expect((await messaging('listTeamMeetings', { url: `/admin/clients/${clientId}/meetings`, headers: team })).json()).toEqual({
      meetings: [meeting.json()],
    });
    expect(
      (await messaging('listTeamMeetings', { url: `/admin/clients/${randomUUID()}/meetings`, headers: team })).statusCode,
    ).toBe(404);

    for (const live of [clientSocket, teamSocket]) {
      await vi.waitFor(() =>
        expect(live.frames.map((f) => f.type)).toEqual(['subscribed', 'message', 'message', 'read', 'read', 'meeting']),
      );
      for (const frame of live.frames) expect(frameIsValid(frame), ajv.errorsText(frameIsValid.errors)).toBe(true);
      live.socket.close();
    }
  });

  it('every operation of every registered contract was exercised', () => {
    const all = serviceNames.flatMap((service) => [...contracts[service]!.operations.keys()].map((id) => `${service}.${id}`));
    expect(all.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
