import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  billingStandIn,
  type BillingChange,
  type BillingStandIn,
  type ChargeOutcome,
  type StandInPrice,
} from './stripe-stand-in-billing.js';

/**
 * A local stand-in for the Stripe endpoints the payments service calls through the real SDK
 * (`POST /v1/checkout/sessions`, form-encoded as the SDK sends it, and `GET /v1/checkout/sessions/:id`; and,
 * in stripe-stand-in-billing.ts, prices, tax rates, customers, subscriptions, invoices and the customer portal),
 * answering Stripe-shaped JSON and Stripe-shaped errors. Tests drive it: they complete a session as a paying
 * customer would, charge a subscription, read back what Stripe received, and build webhooks signed the way
 * Stripe signs them (with the SDK's own test-header helper). A hosted "checkout page" at each session's URL
 * lets a browser pay, a hosted portal page lets it manage the subscription, and `/_test/…` lets a test in
 * another process complete a session or charge a subscription.
 */

export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/** A Checkout Session as Stripe answers it (the fields the service reads, and a few more for realism). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: PaymentStatus;
  client_reference_id: string | null;
  customer_email: string | null;
  customer: string | null;
  subscription: string | null;
  payment_intent: string | null;
  metadata: Record<string, string>;
  currency: string | null;
  amount_subtotal: number;
  amount_total: number;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

/** A form-encoded Stripe request decoded into nested objects and arrays; every leaf stays the string sent. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface SignedWebhook {
  eventId: string;
  /** The exact bytes to POST. */
  body: string;
  /** The Stripe-Signature header. */
  signature: string;
}

/**
 * How Stripe posts a webhook: the event pretty-printed (two-space indent) as UTF-8 JSON, its signature in
 * `Stripe-Signature`. A receiver must check the signature over these exact bytes.
 */
export const webhookHeaders = (signature: string) => ({
  'content-type': 'application/json; charset=utf-8',
  'stripe-signature': signature,
});

/**
 * Ways the stand-in can fail every API call: `api_error` a 500 (Stripe having a bad day), `rate_limit` a 429,
 * `unrecognized_url` the 404 Stripe gives for a path it does not serve (an API URL pointing elsewhere).
 */
export type StandInFailure = 'api_error' | 'rate_limit' | 'unrecognized_url';

export interface StripeStandInOptions {
  port?: number;
  host?: string;
  /** The webhook signing secret events are signed with (`whsec_…`). */
  webhookSecret?: string;
  /**
   * Where the hosted pages and `/_test/…` charges post their events (`checkout.session.completed` when a
   * browser pays, the portal's and the charges' invoice and subscription events); none when left out.
   */
  webhookUrl?: string;
}

export interface StripeStandIn {
  /** Base URL, for STRIPE_API_URL. */
  url: string;
  /** A secret key the stand-in accepts, for STRIPE_SECRET_KEY. */
  secretKey: string;
  webhookSecret: string;
  /** Every session, by id. */
  session(id: string): StandInSession | undefined;
  sessions(): StandInSession[];
  /** The parameters Stripe received when the session was created, decoded from the form. */
  createdWith(id: string): Record<string, FormValue> | undefined;
  /**
   * The customer paid (or started the trial): the session is complete, with a customer (the session's e-mail)
   * and, for a subscription checkout, its subscription (trialing for the trial's days on the line item's
   * price, with the session's tax rates and subscription metadata).
   */
  complete(id: string, options?: { paymentStatus?: PaymentStatus }): StandInSession;
  /** Stripe's billing objects: prices, tax rates, customers, subscriptions, invoices, portal configurations and sessions. */
  billing: {
    price(id: string): StandInPrice | undefined;
    prices(): StandInPrice[];
    products(): ReturnType<BillingStandIn['products']>;
    taxRates(): ReturnType<BillingStandIn['taxRates']>;
    taxRate(id: string): ReturnType<BillingStandIn['taxRate']>;
    customer(id: string): ReturnType<BillingStandIn['customer']>;
    subscription(id: string): ReturnType<BillingStandIn['subscription']>;
    subscriptionsOf(email: string): ReturnType<BillingStandIn['subscriptionsOf']>;
    invoices(customerId?: string): ReturnType<BillingStandIn['invoices']>;
    portalConfigurations(): ReturnType<BillingStandIn['portalConfigurations']>;
    portalSessions(): ReturnType<BillingStandIn['portalSessions']>;
  };
  /**
   * The subscription's next period is billed now (`paid` or `failed`): its invoice, the subscription after,
   * and the events Stripe sends about it, in order (invoice.finalized, invoice.paid or
   * invoice.payment_failed, customer.subscription.updated), for the test to deliver. Nothing is posted.
   */
  charge(subscriptionId: string, outcome: ChargeOutcome): BillingChange<{ invoice: unknown; subscription: unknown }>;
  /** What the portal's buttons do, without posting: Update card, Switch to …, Cancel plan. */
  updateCard(customerId: string): BillingChange<null>;
  switchPlan(subscriptionId: string, pkg: string): BillingChange<unknown>;
  cancelAtPeriodEnd(subscriptionId: string): BillingChange<unknown>;
  /** A signed event about a session (e.g. `checkout.session.completed`); `timestamp` in seconds, for an old one. */
  sessionEvent(type: string, sessionId: string, options?: { timestamp?: number; eventId?: string }): SignedWebhook;
  /** A signed `customer.subscription.*` event for the session's subscription. */
  subscriptionEvent(type: string, sessionId: string, status: string, options?: { timestamp?: number }): SignedWebhook;
  /**
   * A signed event of any type about any object (e.g. one built with stripe-objects.ts), signed now; `created`
   * (seconds) is when Stripe says it happened, now unless given.
   */
  event(type: string, object: unknown, options?: { created?: number; eventId?: string }): SignedWebhook;
  /** Signs any payload as Stripe would. */
  sign(payload: string, timestamp?: number): string;
  /** While on, every API call fails: `true` is a 500 `api_error` (Stripe having a bad day). */
  setFailing(failing: boolean | StandInFailure): void;
  /** Every API call answers this many milliseconds late (0: at once). */
  setDelay(ms: number): void;
  /** How many API requests arrived, to see that a call was (or was not) made. */
  requestCount(): number;
  /** The most API requests that were being answered at one time since the last call (then it starts again). */
  takePeakConcurrency(): number;
  close(): Promise<void>;
}

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Decodes `a[b][0][c]=x` pairs into nested objects and arrays, as Stripe reads the SDK's form bodies. */
export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.match(/^([^[\]]+)((?:\[[^[\]]*\])*)$/);
    if (!path) continue;
    const segments = [path[1]!, ...[...path[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Record<string, FormValue> | FormValue[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(segments[index + 1]!);
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

function stripeError(response: ServerResponse, status: number, error: Record<string, string>) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') });
  response.end(JSON.stringify({ error }));
}

/** Stripe's answer for a path it does not serve: a 404 without a code, unlike a missing object's. */
function unrecognizedUrl(response: ServerResponse, request: IncomingMessage, path: string) {
  stripeError(response, 404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${request.method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json', 'request-id': randomId('req') });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, StandInSession>();
  const params = new Map<string, Record<string, FormValue>>();
  let failing: StandInFailure | undefined;
  let delayMs = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  let requests = 0;
  let baseUrl = '';

  const sign = (payload: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, ...(timestamp !== undefined && { timestamp }) });

  /**
   * `timestamp` is when it is signed (an old one fails the receiver's tolerance); `created`, when Stripe says the
   * event happened, is the same unless given: an event delivered late is signed now yet created earlier.
   */
  const signedEvent = (
    type: string,
    object: unknown,
    timestamp?: number,
    eventId = randomId('evt'),
    createdAt?: number,
  ): SignedWebhook => {
    const created = createdAt ?? timestamp ?? Math.floor(Date.now() / 1000);
    const body = JSON.stringify(
      {
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created,
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      },
      null,
      2,
    );
    return { eventId, body, signature: sign(body, timestamp) };
  };

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`the Stripe stand-in has no session ${id}`);
    return session;
  };

  /** Posts events to the webhook URL, one after the other, as Stripe would (when one is configured). */
  const postEvents = async (events: SignedWebhook[]) => {
    if (!options.webhookUrl) return;
    for (const event of events) {
      await fetch(options.webhookUrl, { method: 'POST', headers: webhookHeaders(event.signature), body: event.body }).catch(
        () => undefined,
      );
    }
  };

  const billing = billingStandIn({
    baseUrl: () => baseUrl,
    signedEvent: (type, object, created) => signedEvent(type, object, undefined, undefined, created),
    post: postEvents,
  });

  const complete = (id: string, { paymentStatus = 'no_payment_required' }: { paymentStatus?: PaymentStatus } = {}) => {
    const session = sessionOf(id);
    session.status = 'complete';
    session.payment_status = paymentStatus;
    session.customer ??= randomId('cus');
    session.subscription ??= session.mode === 'subscription' ? randomId('sub') : null;
    billing.checkoutCompleted({ ...session, customer: session.customer }, params.get(id) ?? {});
    return session;
  };

  /** The line item's price: one of the stand-in's (`price`), or the inline `price_data`. */
  const lineItemOf = (form: Record<string, FormValue>) => {
    const lineItem = (form.line_items as Array<Record<string, FormValue>> | undefined)?.[0];
    const price = typeof lineItem?.price === 'string' ? billing.price(lineItem.price) : undefined;
    if (price) return { currency: price.currency, amount: price.unit_amount, product: billing.productName(price.product) };
    const data = lineItem?.price_data as
      { currency?: string; unit_amount?: string; product_data?: { name?: string } } | undefined;
    return { currency: data?.currency ?? null, amount: Number(data?.unit_amount ?? 0), product: data?.product_data?.name };
  };

  function createSession(form: Record<string, FormValue>): StandInSession {
    const id = randomId('cs');
    const { currency, amount } = lineItemOf(form);
    const trial = Boolean((form.subscription_data as Record<string, FormValue> | undefined)?.trial_period_days);
    const now = Math.floor(Date.now() / 1000);
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: String(form.mode ?? 'payment'),
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      customer: null,
      subscription: null,
      payment_intent: null,
      metadata: (form.metadata ?? {}) as Record<string, string>,
      currency,
      amount_subtotal: trial ? 0 : amount,
      amount_total: trial ? 0 : amount,
      success_url: String(form.success_url ?? ''),
      cancel_url: String(form.cancel_url ?? ''),
      url: `${baseUrl}/pay/${id}`,
      created: now,
      expires_at: now + 24 * 60 * 60,
      livemode: false,
    };
    sessions.set(id, session);
    params.set(id, form);
    return session;
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    requests++;
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(response, 401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
    }
    inFlight++;
    peakInFlight = Math.max(peakInFlight, inFlight);
    response.once('close', () => inFlight--);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failing === 'api_error') return stripeError(response, 500, { type: 'api_error', message: 'An unknown error occurred.' });
    if (failing === 'rate_limit') {
      return stripeError(response, 429, {
        type: 'invalid_request_error',
        code: 'rate_limit',
        message: 'Request rate limit exceeded. You can learn more about rate limits here https://stripe.com/docs/rate-limits.',
      });
    }
    if (failing === 'unrecognized_url') return unrecognizedUrl(response, request, path);
    const method = request.method ?? 'GET';
    if (!path.startsWith('/v1/checkout/')) {
      const query = decodeStripeForm(new URL(request.url ?? '/', 'http://stand-in').search.slice(1));
      const form = method === 'POST' ? decodeStripeForm(await readBody(request)) : {};
      const answer = billing.api(method, path, form, query);
      if (answer?.status === 200) return json(response, answer.body);
      if (answer) return stripeError(response, answer.status, answer.error);
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      return json(response, createSession(decodeStripeForm(await readBody(request))));
    }
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === 'GET' && retrieve) {
      const id = decodeURIComponent(retrieve[1]!);
      const session = sessions.get(id);
      if (session) return json(response, session);
      return stripeError(response, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'session',
        message: `No such checkout.session: '${id}'`,
      });
    }
    return unrecognizedUrl(response, request, path);
  }

  /** The hosted page: a Pay button that completes the session, tells the webhook, and returns to success_url. */
  async function hostedPage(request: IncomingMessage, response: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('No such checkout session');
    }
    if (request.method === 'GET') {
      const { product } = lineItemOf(params.get(id) ?? {});
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (test)</title></head>
<body><main><h1>${escapeHtml(product ?? 'Checkout')}</h1><p>Test checkout for ${escapeHtml(session.customer_email ?? '')}</p>
<form method="post"><button type="submit">Pay</button></form>
<a href="${escapeHtml(session.cancel_url)}">Cancel</a></main></body></html>`);
    }
    complete(id);
    // As Stripe does: the checkout completed, then the subscription it made.
    const subscription = session.subscription ? billing.subscription(session.subscription) : undefined;
    await postEvents([
      signedEvent('checkout.session.completed', session),
      ...(subscription ? [signedEvent('customer.subscription.created', subscription)] : []),
    ]);
    response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) });
    response.end();
  }

  /**
   * Controls for tests in another process (browser tests): `GET /_test/sessions/:id` reads a session, `POST
   * /_test/sessions/:id/complete?payment_status=…` completes one without telling the webhook. (Subscriptions'
   * controls are in subscriptionControl.)
   */
  function control(request: IncomingMessage, response: ServerResponse, id: string, action: string | undefined) {
    const session = sessions.get(id);
    if (!session) return stripeError(response, 404, { type: 'invalid_request_error', code: 'resource_missing', message: id });
    if (request.method === 'POST' && action === 'complete') {
      const status = new URL(request.url ?? '/', 'http://stand-in').searchParams.get('payment_status');
      return json(response, complete(id, status ? { paymentStatus: status as PaymentStatus } : {}));
    }
    return json(response, session);
  }

  /**
   * `GET /_test/subscriptions?email=…`: the subscriptions of the customers with that e-mail. `POST
   * /_test/subscriptions/:id/charge?outcome=paid|failed`: bills the next period now, posts the events to the
   * webhook URL in order, and answers `{ invoice, subscription }`.
   */
  async function subscriptionControl(request: IncomingMessage, response: ServerResponse, url: URL, id?: string) {
    if (request.method === 'GET' && id === undefined) {
      return json(response, billing.subscriptionsOf(url.searchParams.get('email') ?? ''));
    }
    const outcome = url.searchParams.get('outcome');
    if (request.method !== 'POST' || id === undefined || (outcome !== 'paid' && outcome !== 'failed')) {
      return stripeError(response, 400, { type: 'invalid_request_error', message: 'POST …/charge?outcome=paid|failed' });
    }
    if (!billing.subscription(id)) {
      return stripeError(response, 404, { type: 'invalid_request_error', code: 'resource_missing', message: id });
    }
    const { result, events } = billing.charge(id, outcome);
    await postEvents(events);
    return json(response, result);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const page = path.match(/^\/pay\/([^/]+)$/);
    const controlled = path.match(/^\/_test\/sessions\/([^/]+)(?:\/(complete))?$/);
    if (controlled) return control(request, response, decodeURIComponent(controlled[1]!), controlled[2]);
    const subscriptions = path.match(/^\/_test\/subscriptions(?:\/([^/]+)\/charge)?$/);
    const work = subscriptions
      ? subscriptionControl(request, response, url, subscriptions[1] && decodeURIComponent(subscriptions[1]))
      : page
        ? hostedPage(request, response, decodeURIComponent(page[1]!))
        : (billing.page(request, response, path) ?? api(request, response, path));
    work.catch((error: unknown) => {
      if (!response.headersSent) stripeError(response, 500, { type: 'api_error', message: String(error) });
    });
  });
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  baseUrl = `http://${address}:${port}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    session: (id) => sessions.get(id),
    sessions: () => [...sessions.values()],
    createdWith: (id) => params.get(id),
    complete,
    billing: {
      price: billing.price,
      prices: billing.prices,
      products: billing.products,
      taxRates: billing.taxRates,
      taxRate: billing.taxRate,
      customer: billing.customer,
      subscription: billing.subscription,
      subscriptionsOf: billing.subscriptionsOf,
      invoices: billing.invoices,
      portalConfigurations: billing.portalConfigurations,
      portalSessions: billing.portalSessions,
    },
    charge: billing.charge,
    updateCard: billing.updateCard,
    switchPlan: billing.switchPlan,
    cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
    sessionEvent: (type, sessionId, { timestamp, eventId } = {}) => signedEvent(type, sessionOf(sessionId), timestamp, eventId),
    subscriptionEvent: (type, sessionId, status, { timestamp } = {}) => {
      const session = sessionOf(sessionId);
      const subscription = {
        id: session.subscription ?? randomId('sub'),
        object: 'subscription',
        customer: session.customer,
        status,
        metadata: session.metadata,
      };
      return signedEvent(type, subscription, timestamp);
    },
    event: (type, object, { created, eventId } = {}) => signedEvent(type, object, undefined, eventId, created),
    sign,
    setFailing: (value) => {
      failing = value === true ? 'api_error' : value || undefined;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    requestCount: () => requests,
    takePeakConcurrency: () => {
      const peak = peakInFlight;
      peakInFlight = inFlight;
      return peak;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
