import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { invoiceObject, subscriptionObject, type InvoiceFacts, type SubscriptionFacts } from './stripe-objects.js';
import type { FormValue } from './stripe-stand-in.js';

/**
 * The billing half of the Stripe stand-in (stripe-stand-in.ts routes to it): prices and their products, tax
 * rates, customers, subscriptions and their invoices, customer-portal configurations and sessions, a hosted
 * portal page a browser can use (update the card, switch plans, cancel), hosted invoice pages, and the test's
 * "charge this subscription now". Objects are answered in Stripe's shapes (stripe-objects.ts).
 */

type Form = Record<string, FormValue>;

/** A signed webhook, ready to POST. */
export interface SignedEvent {
  eventId: string;
  body: string;
  signature: string;
}

/** A Stripe-shaped answer or error for the API router. */
export type Answer = { status: 200; body: unknown } | { status: 400 | 404; error: Record<string, string> };

export interface StandInPrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  product: string;
  recurring: { interval: string; interval_count: number; usage_type: 'licensed' };
  tax_behavior: string;
  type: 'recurring';
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface StandInProduct {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  created: number;
  livemode: false;
}

export interface StandInTaxRate {
  id: string;
  object: 'tax_rate';
  active: boolean;
  display_name: string;
  description: string | null;
  percentage: number;
  effective_percentage: number;
  inclusive: boolean;
  country: string | null;
  state: string | null;
  jurisdiction: string | null;
  tax_type: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface StandInCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  invoice_prefix: string;
  created: number;
  livemode: false;
}

export interface StandInPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  configuration: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
}

export type ChargeOutcome = 'paid' | 'failed';

/** A change at Stripe and the events that tell of it, in the order Stripe sends them. */
export interface BillingChange<T> {
  result: T;
  events: SignedEvent[];
}

export interface BillingStandInDeps {
  /** The stand-in's own origin, for hosted URLs. */
  baseUrl: () => string;
  /** Signs an event of `type` about `object`, created at `created` (seconds). */
  signedEvent: (type: string, object: unknown, created: number) => SignedEvent;
  /** Posts signed events to the configured webhook URL, one after the other (nothing when none is configured). */
  post: (events: SignedEvent[]) => Promise<void>;
}

export const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

const seconds = () => Math.floor(Date.now() / 1000);

const list = (url: string, data: unknown[]) => ({ object: 'list', url, has_more: false, data });

const missing = (kind: string, id: string): Answer => ({
  status: 404,
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` },
});

const invalid = (message: string, param?: string): Answer => ({
  status: 400,
  error: { type: 'invalid_request_error', message, ...(param && { param }) },
});

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
const strings = (value: FormValue | undefined) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
const record = (value: FormValue | undefined) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, FormValue>) : {};

/** One month on from `at` (seconds), on the same day of the month as Stripe bills. */
export const oneMonthAfter = (at: number) => {
  const date = new Date(at * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
};

/** A tax on `cents` at `percentage`, rounded half up to the cent, in integer arithmetic. */
export const taxOn = (cents: number, percentage: number) => {
  const scaled = cents * Math.round(percentage * 1000);
  return Math.floor(scaled / 100_000) + (scaled % 100_000 >= 50_000 ? 1 : 0);
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (cents: number, currency: string) => `$${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

const packageNames = { starter: 'Starter', growth: 'Growth', professional: 'Professional' } as const;

export function billingStandIn(deps: BillingStandInDeps) {
  const prices = new Map<string, StandInPrice>();
  const products = new Map<string, StandInProduct>();
  const taxRates = new Map<string, StandInTaxRate>();
  const customers = new Map<string, StandInCustomer>();
  const subscriptions = new Map<string, SubscriptionFacts>();
  const invoices = new Map<string, InvoiceFacts>();
  const portalConfigurations = new Map<string, Record<string, unknown>>();
  const portalSessions = new Map<string, StandInPortalSession>();
  // Events of one change are created a second apart and never before an earlier change's, so a receiver that
  // keeps the newest by `created` sees them in the order they happened.
  let eventClock = 0;
  const tick = () => (eventClock = Math.max(seconds(), eventClock + 1));

  const event = (type: string, object: unknown) => deps.signedEvent(type, object, tick());
  const subscriptionOf = (facts: SubscriptionFacts) => subscriptionObject(facts);
  const invoiceOf = (facts: InvoiceFacts) => invoiceObject(facts);

  function createProduct(name: string): StandInProduct {
    const product: StandInProduct = {
      id: randomId('prod'),
      object: 'product',
      name,
      active: true,
      created: seconds(),
      livemode: false,
    };
    products.set(product.id, product);
    return product;
  }

  function createPrice(form: Form): Answer {
    const lookupKey = text(form.lookup_key) ?? null;
    const holder = lookupKey ? [...prices.values()].find((price) => price.lookup_key === lookupKey) : undefined;
    if (holder && text(form.transfer_lookup_key) !== 'true') {
      return invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
    }
    const productData = record(form.product_data);
    const productId = text(form.product) ?? (text(productData.name) ? createProduct(text(productData.name)!).id : undefined);
    if (!productId || !products.has(productId)) return invalid('A price needs a product or product_data.', 'product');
    const recurring = record(form.recurring);
    const price: StandInPrice = {
      id: randomId('price'),
      object: 'price',
      active: true,
      currency: text(form.currency) ?? 'cad',
      unit_amount: Number(text(form.unit_amount) ?? 0),
      lookup_key: lookupKey,
      product: productId,
      recurring: { interval: text(recurring.interval) ?? 'month', interval_count: 1, usage_type: 'licensed' },
      tax_behavior: text(form.tax_behavior) ?? 'unspecified',
      type: 'recurring',
      metadata: record(form.metadata) as Record<string, string>,
      created: seconds(),
      livemode: false,
    };
    if (holder) holder.lookup_key = null;
    prices.set(price.id, price);
    return { status: 200, body: price };
  }

  /** A price as the API answers it, with its product expanded when asked (`data.product` on a list). */
  const priceAnswer = (price: StandInPrice, expandProduct: boolean) =>
    expandProduct ? { ...price, product: products.get(price.product) ?? price.product } : price;

  function createTaxRate(form: Form): Answer {
    const percentage = Number(text(form.percentage));
    if (!text(form.display_name) || !Number.isFinite(percentage)) return invalid('display_name and percentage are required.');
    const rate: StandInTaxRate = {
      id: randomId('txr'),
      object: 'tax_rate',
      active: true,
      display_name: text(form.display_name)!,
      description: text(form.description) ?? null,
      percentage,
      effective_percentage: percentage,
      inclusive: text(form.inclusive) === 'true',
      country: text(form.country) ?? null,
      state: text(form.state) ?? null,
      jurisdiction: text(form.jurisdiction) ?? null,
      tax_type: text(form.tax_type) ?? null,
      metadata: record(form.metadata) as Record<string, string>,
      created: seconds(),
      livemode: false,
    };
    taxRates.set(rate.id, rate);
    return { status: 200, body: rate };
  }

  function createPortalSession(form: Form): Answer {
    const customer = text(form.customer);
    if (!customer || !customers.has(customer)) return missing('customer', customer ?? '');
    const configuration = text(form.configuration);
    if (configuration && !portalConfigurations.has(configuration)) return missing('billing_portal.configuration', configuration);
    const id = randomId('bps');
    const session: StandInPortalSession = {
      id,
      object: 'billing_portal.session',
      customer,
      configuration: configuration ?? 'bpc_default',
      return_url: text(form.return_url) ?? null,
      url: `${deps.baseUrl()}/portal/${id}`,
      created: seconds(),
      livemode: false,
    };
    portalSessions.set(id, session);
    return { status: 200, body: session };
  }

  /** The billing endpoints of the API, or undefined for a path that is not one of them. */
  function api(method: string, path: string, form: Form, query: Form): Answer | undefined {
    const expanded = strings(query.expand ?? form.expand);
    if (path === '/v1/prices' && method === 'GET') {
      const keys = strings(query.lookup_keys);
      const found = [...prices.values()].filter(
        (price) => keys.length === 0 || (price.lookup_key && keys.includes(price.lookup_key)),
      );
      return {
        status: 200,
        body: list(
          '/v1/prices',
          found.map((price) => priceAnswer(price, expanded.includes('data.product'))),
        ),
      };
    }
    if (path === '/v1/prices' && method === 'POST') return createPrice(form);
    if (path === '/v1/tax_rates' && method === 'POST') return createTaxRate(form);
    let match = path.match(/^\/v1\/tax_rates\/([^/]+)$/);
    if (match && method === 'GET') {
      const rate = taxRates.get(decodeURIComponent(match[1]!));
      return rate ? { status: 200, body: rate } : missing('tax_rate', match[1]!);
    }
    if (path === '/v1/billing_portal/configurations' && method === 'GET') {
      const active = text(query.active);
      const found = [...portalConfigurations.values()].filter((c) => active === undefined || String(c.active) === active);
      return { status: 200, body: list('/v1/billing_portal/configurations', found) };
    }
    if (path === '/v1/billing_portal/configurations' && method === 'POST') {
      const configuration = {
        id: randomId('bpc'),
        object: 'billing_portal.configuration',
        active: true,
        is_default: false,
        business_profile: record(form.business_profile),
        features: record(form.features),
        metadata: record(form.metadata),
        created: seconds(),
        livemode: false,
      };
      portalConfigurations.set(configuration.id, configuration);
      return { status: 200, body: configuration };
    }
    match = path.match(/^\/v1\/billing_portal\/configurations\/([^/]+)$/);
    if (match && method === 'POST') {
      const configuration = portalConfigurations.get(decodeURIComponent(match[1]!));
      if (!configuration) return missing('billing_portal.configuration', match[1]!);
      // Each feature named is replaced as sent; the others stay.
      configuration.features = { ...(configuration.features as Form), ...record(form.features) };
      if (form.metadata) configuration.metadata = record(form.metadata);
      if (text(form.active)) configuration.active = text(form.active) === 'true';
      return { status: 200, body: configuration };
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') return createPortalSession(form);
    match = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (match && method === 'GET') {
      const facts = subscriptions.get(decodeURIComponent(match[1]!));
      return facts ? { status: 200, body: subscriptionOf(facts) } : missing('subscription', match[1]!);
    }
    if (path === '/v1/subscriptions' && method === 'GET') {
      const customer = text(query.customer);
      const found = [...subscriptions.values()].filter((facts) => !customer || facts.customer === customer);
      return { status: 200, body: list('/v1/subscriptions', found.map(subscriptionOf)) };
    }
    match = path.match(/^\/v1\/invoices\/([^/]+)$/);
    if (match && method === 'GET') {
      const facts = invoices.get(decodeURIComponent(match[1]!));
      return facts ? { status: 200, body: invoiceOf(facts) } : missing('invoice', match[1]!);
    }
    if (path === '/v1/invoices' && method === 'GET') {
      const customer = text(query.customer);
      const subscription = text(query.subscription);
      const found = [...invoices.values()]
        .filter((facts) => (!customer || facts.customer === customer) && (!subscription || facts.subscription === subscription))
        .sort((a, b) => b.created - a.created);
      return { status: 200, body: list('/v1/invoices', found.map(invoiceOf)) };
    }
    match = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (match && method === 'GET') {
      const customer = customers.get(decodeURIComponent(match[1]!));
      return customer ? { status: 200, body: customer } : missing('customer', match[1]!);
    }
    return undefined;
  }

  /** The price a checkout's line item names, or one made for its `price_data` (an inline price, as Stripe does). */
  function priceOfLineItem(lineItem: Form | undefined): StandInPrice | undefined {
    const priceId = text(lineItem?.price);
    if (priceId) return prices.get(priceId);
    const data = record(lineItem?.price_data);
    if (!text(data.unit_amount)) return undefined;
    const product = createProduct(text(record(data.product_data).name) ?? 'Subscription');
    const answer = createPrice({ ...data, product: product.id, tax_behavior: text(data.tax_behavior) ?? 'unspecified' });
    return answer.status === 200 ? (answer.body as StandInPrice) : undefined;
  }

  /**
   * A subscription checkout completed: its customer (with the checkout's e-mail) and its subscription, trialing
   * for the trial's days, on the line item's price, with the session's tax rates and subscription metadata.
   */
  function checkoutCompleted(
    session: { customer: string; subscription: string | null; customer_email: string | null },
    form: Form,
  ): SubscriptionFacts | undefined {
    if (!customers.has(session.customer)) {
      customers.set(session.customer, {
        id: session.customer,
        object: 'customer',
        email: session.customer_email,
        invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
        created: seconds(),
        livemode: false,
      });
    }
    if (!session.subscription || subscriptions.has(session.subscription)) return subscriptions.get(session.subscription ?? '');
    const lineItems = Array.isArray(form.line_items) ? (form.line_items as Form[]) : [];
    const price = priceOfLineItem(lineItems[0]);
    if (!price) return undefined;
    const subscriptionData = record(form.subscription_data);
    const trialDays = Number(text(subscriptionData.trial_period_days) ?? 0);
    const now = seconds();
    const trialEnd = trialDays > 0 ? now + trialDays * 24 * 60 * 60 : null;
    const facts: SubscriptionFacts = {
      id: session.subscription,
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      metadata: record(subscriptionData.metadata) as Record<string, string>,
      price: priceFacts(price),
      cancelAtPeriodEnd: false,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd ?? oneMonthAfter(now),
      trialEnd,
      defaultTaxRates: strings(subscriptionData.default_tax_rates) as string[],
      created: now,
    };
    subscriptions.set(facts.id, facts);
    return facts;
  }

  const priceFacts = (price: StandInPrice): SubscriptionFacts['price'] => ({
    id: price.id,
    lookupKey: price.lookup_key,
    unitAmount: price.unit_amount,
    currency: price.currency,
    product: price.product,
  });

  function factsOf(subscriptionId: string): SubscriptionFacts {
    const facts = subscriptions.get(subscriptionId);
    if (!facts) throw new Error(`the Stripe stand-in has no subscription ${subscriptionId}`);
    return facts;
  }

  /**
   * The subscription's next period is billed: a new invoice for it (the price before tax, one tax per default
   * tax rate, half up), paid or failed; the subscription becomes active or past due. Events: invoice.finalized,
   * invoice.paid or invoice.payment_failed, customer.subscription.updated.
   */
  function charge(subscriptionId: string, outcome: ChargeOutcome): BillingChange<{ invoice: unknown; subscription: unknown }> {
    const facts = factsOf(subscriptionId);
    const customer = customers.get(facts.customer);
    const periodStart = facts.currentPeriodEnd;
    const periodEnd = oneMonthAfter(periodStart);
    const count = [...invoices.values()].filter((invoice) => invoice.customer === facts.customer).length + 1;
    const id = randomId('in');
    const base = deps.baseUrl();
    const created = tick();
    const invoice: InvoiceFacts = {
      id,
      number: `${customer?.invoice_prefix ?? 'TEST'}-${String(count).padStart(4, '0')}`,
      customer: facts.customer,
      subscription: facts.id,
      status: 'open',
      currency: facts.price.currency,
      subtotal: facts.price.unitAmount,
      taxes: (facts.defaultTaxRates ?? []).flatMap((rateId) => {
        const rate = taxRates.get(rateId);
        return rate ? [{ taxRate: rateId, amount: taxOn(facts.price.unitAmount, rate.percentage) }] : [];
      }),
      attemptCount: 0,
      periodStart,
      periodEnd,
      created,
      hostedInvoiceUrl: `${base}/invoices/${id}`,
      invoicePdf: `${base}/invoices/${id}/pdf`,
    };
    invoices.set(id, invoice);
    const events = [deps.signedEvent('invoice.finalized', invoiceOf(invoice), created)];
    invoice.attemptCount = 1;
    if (outcome === 'paid') {
      invoice.status = 'paid';
      invoice.nextPaymentAttempt = null;
      events.push(event('invoice.paid', invoiceOf(invoice)));
    } else {
      invoice.nextPaymentAttempt = periodStart + 3 * 24 * 60 * 60;
      events.push(event('invoice.payment_failed', invoiceOf(invoice)));
    }
    facts.status = outcome === 'paid' ? 'active' : 'past_due';
    facts.currentPeriodStart = periodStart;
    facts.currentPeriodEnd = periodEnd;
    events.push(event('customer.subscription.updated', subscriptionOf(facts)));
    return { result: { invoice: invoiceOf(invoice), subscription: subscriptionOf(facts) }, events };
  }

  /** The customer updated its card: every open invoice is paid, and its subscriptions past due become active. */
  function updateCard(customerId: string): BillingChange<null> {
    const events: SignedEvent[] = [];
    for (const invoice of invoices.values()) {
      if (invoice.customer !== customerId || invoice.status !== 'open') continue;
      invoice.status = 'paid';
      invoice.attemptCount = (invoice.attemptCount ?? 0) + 1;
      invoice.nextPaymentAttempt = null;
      events.push(event('invoice.paid', invoiceOf(invoice)));
    }
    for (const facts of subscriptions.values()) {
      if (facts.customer !== customerId || !['past_due', 'unpaid'].includes(facts.status)) continue;
      facts.status = 'active';
      events.push(event('customer.subscription.updated', subscriptionOf(facts)));
    }
    return { result: null, events };
  }

  /** The price of a package (`<package>-monthly-cad`), as payments made it. */
  const priceOfPackage = (pkg: string) => [...prices.values()].find((price) => price.lookup_key === `${pkg}-monthly-cad`);

  /** The subscription moves to another package's price (at once, as the portal's plan switch does). */
  function switchPlan(subscriptionId: string, pkg: string): BillingChange<unknown> {
    const facts = factsOf(subscriptionId);
    const price = priceOfPackage(pkg);
    if (!price) throw new Error(`the Stripe stand-in has no price for ${pkg}`);
    facts.price = priceFacts(price);
    return { result: subscriptionOf(facts), events: [event('customer.subscription.updated', subscriptionOf(facts))] };
  }

  /** The customer cancels: the subscription ends at the period's end. */
  function cancelAtPeriodEnd(subscriptionId: string): BillingChange<unknown> {
    const facts = factsOf(subscriptionId);
    facts.cancelAtPeriodEnd = true;
    return { result: subscriptionOf(facts), events: [event('customer.subscription.updated', subscriptionOf(facts))] };
  }

  /** The customer's subscription the portal shows: its newest one not ended. */
  const currentSubscriptionOf = (customerId: string) =>
    [...subscriptions.values()]
      .filter((facts) => facts.customer === customerId && facts.status !== 'canceled')
      .sort((a, b) => b.created - a.created)[0];

  const packageOf = (facts: SubscriptionFacts) => facts.price.lookupKey?.replace(/-monthly-cad$/, '') ?? '';

  function html(response: ServerResponse, status: number, title: string, body: string) {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main>${body}</main></body></html>`);
  }

  /** The hosted customer portal: the plan and its state, and forms that change them, each returning here. */
  async function portalPage(request: IncomingMessage, response: ServerResponse, sessionId: string, action?: string) {
    const session = portalSessions.get(sessionId);
    if (!session) return html(response, 404, 'Not found', '<h1>No such portal session</h1>');
    const facts = currentSubscriptionOf(session.customer);
    if (request.method === 'POST') {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      let change: BillingChange<unknown> | undefined;
      if (action === 'card') change = updateCard(session.customer);
      else if (facts && action === 'cancel') change = cancelAtPeriodEnd(facts.id);
      else if (facts && action === 'switch' && priceOfPackage(url.searchParams.get('package') ?? '')) {
        change = switchPlan(facts.id, url.searchParams.get('package')!);
      }
      if (change) await deps.post(change.events);
      response.writeHead(303, { location: `/portal/${sessionId}` });
      return response.end();
    }
    const pkg = facts ? packageOf(facts) : '';
    const plan = facts
      ? `<p>Plan: ${escapeHtml(products.get(facts.price.product)?.name ?? pkg)}, ${money(facts.price.unitAmount, facts.price.currency)} a month before tax</p>
<p>Status: ${escapeHtml(facts.status)}${facts.cancelAtPeriodEnd ? ' (cancels at the end of the period)' : ''}</p>`
      : '<p>No subscription.</p>';
    const form = (path: string, label: string) =>
      `<form method="post" action="/portal/${escapeHtml(sessionId)}/${path}"><button type="submit">${escapeHtml(label)}</button></form>`;
    const switches = facts
      ? Object.entries(packageNames)
          .filter(([other]) => other !== pkg)
          .map(([other, name]) => form(`switch?package=${other}`, `Switch to ${name}`))
          .join('\n')
      : '';
    const invoiceLinks = [...invoices.values()]
      .filter((invoice) => invoice.customer === session.customer)
      .sort((a, b) => b.created - a.created)
      .map(
        (invoice) =>
          `<li><a href="/invoices/${escapeHtml(invoice.id)}">${escapeHtml(invoice.number ?? invoice.id)}</a> ${escapeHtml(invoice.status)}</li>`,
      )
      .join('');
    return html(
      response,
      200,
      'Billing (test)',
      `<h1>Billing (test)</h1>${plan}
${form('card', 'Update card')}
${switches}
${facts && !facts.cancelAtPeriodEnd ? form('cancel', 'Cancel plan') : ''}
<h2>Invoices</h2><ul>${invoiceLinks}</ul>
<a href="${escapeHtml(session.return_url ?? '/')}">Return</a>`,
    );
  }

  /** A hosted invoice page (and its "PDF", the same page): number, amount before tax, each tax, total, status. */
  function invoicePage(response: ServerResponse, invoiceId: string) {
    const facts = invoices.get(invoiceId);
    if (!facts) return html(response, 404, 'Not found', '<h1>No such invoice</h1>');
    const taxes = facts.taxes
      .map((line) => {
        const rate = taxRates.get(line.taxRate);
        const label = rate ? `${rate.display_name} ${rate.percentage}%` : 'Tax';
        return `<tr><th scope="row">${escapeHtml(label)}</th><td>${money(line.amount, facts.currency)}</td></tr>`;
      })
      .join('');
    const total = facts.subtotal + facts.taxes.reduce((sum, line) => sum + line.amount, 0);
    return html(
      response,
      200,
      `Invoice ${facts.number ?? facts.id}`,
      `<h1>Invoice ${escapeHtml(facts.number ?? facts.id)}</h1><p>Status: ${escapeHtml(facts.status)}</p>
<table><tbody><tr><th scope="row">Subtotal</th><td>${money(facts.subtotal, facts.currency)}</td></tr>${taxes}
<tr><th scope="row">Total</th><td>${money(total, facts.currency)}</td></tr></tbody></table>`,
    );
  }

  /** Pages a browser opens: `/portal/<session>`, `/invoices/<id>` (and `/pdf`). Answers whether the path was one. */
  function page(request: IncomingMessage, response: ServerResponse, path: string): Promise<unknown> | undefined {
    const portal = path.match(/^\/portal\/([^/]+)(?:\/(card|cancel|switch))?$/);
    if (portal) return portalPage(request, response, decodeURIComponent(portal[1]!), portal[2]);
    const invoice = path.match(/^\/invoices\/([^/]+)(?:\/pdf)?$/);
    if (invoice) return Promise.resolve(invoicePage(response, decodeURIComponent(invoice[1]!)));
    return undefined;
  }

  /** The subscriptions of the customers with this e-mail, as Stripe answers them. */
  const subscriptionsOf = (email: string) => {
    const ids = new Set([...customers.values()].filter((customer) => customer.email === email).map((customer) => customer.id));
    return [...subscriptions.values()].filter((facts) => ids.has(facts.customer)).map(subscriptionOf);
  };

  return {
    api,
    page,
    checkoutCompleted,
    charge,
    updateCard,
    switchPlan,
    cancelAtPeriodEnd,
    subscriptionsOf,
    price: (id: string) => prices.get(id),
    productName: (id: string) => products.get(id)?.name,
    subscription: (id: string) => {
      const facts = subscriptions.get(id);
      return facts && subscriptionOf(facts);
    },
    invoices: (customerId?: string) =>
      [...invoices.values()].filter((facts) => !customerId || facts.customer === customerId).map(invoiceOf),
    prices: () => [...prices.values()],
    products: () => [...products.values()],
    taxRates: () => [...taxRates.values()],
    taxRate: (id: string) => taxRates.get(id),
    customer: (id: string) => customers.get(id),
    portalConfigurations: () => [...portalConfigurations.values()],
    portalSessions: () => [...portalSessions.values()],
  };
}

export type BillingStandIn = ReturnType<typeof billingStandIn>;
