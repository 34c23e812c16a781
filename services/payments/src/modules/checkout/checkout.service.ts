import { AppError, faultPoint, notFound, queryRows, type Orm, type OutboxRelay, type Principal } from '@agency/kit';
import type { CheckoutSession as CheckoutSessionCreated } from '@agency/contracts/openapi/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config.js';
import { fulfilCheckout, isPaid, paidCheckoutOf, type VerifiedVia } from '../payments/fulfilment.js';
import { checkoutCurrency, monthlyPriceCents, type PaymentPackage } from '../payments/packages.js';
import { Payment } from '../payments/payment.entity.js';
import {
  askStripe,
  asProviderFailure,
  isMissingResource,
  notConfigured,
  providerUnavailable,
  type Stripe,
} from '../stripe/stripe-client.js';
import type { StripeCatalog } from '../stripe/catalog.js';
import type { Jurisdiction } from '../taxes/tax-rates.js';
import { CheckoutSession } from './checkout-session.entity.js';

export type { CheckoutSessionCreated };

export interface CheckoutDeps {
  orm: Orm;
  relay: OutboxRelay;
  config: PaymentsConfig;
  log: FastifyBaseLogger;
  /** Undefined without a Stripe key: checkout is off. */
  stripe: Stripe | undefined;
  /** The packages' prices, tax rates and portal configuration at Stripe; undefined without a key. */
  catalog: StripeCatalog | undefined;
}

/** Today's calendar day (UTC), `YYYY-MM-DD`: the day whose tax rates a new subscription carries. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The free trial before the first monthly charge (spec 001 §9). */
export const trialDays = 7;

/** Check Payment Status asks Stripe about this client's open sessions of the last day, the newest few. */
const statusCheckWindowMs = 24 * 60 * 60 * 1000;
const statusCheckSessions = 5;

export const checkoutNotFound = () => notFound('PAYMENTS_CHECKOUT_NOT_FOUND', 'No checkout with this id for this client.');

const alreadyPaid = () =>
  new AppError(409, 'PAYMENTS_ALREADY_PAID', 'This client has already paid for a package; a second subscription is not opened.');

const noClientRecord = () =>
  new AppError(403, 'PAYMENTS_CLIENT_REQUIRED', 'Only a client with an onboarding record can pay for a package.');

/** The onboarding client the caller's token names; a client account without one cannot pay. */
export function clientIdOf(user: Principal): string {
  if (!user.clientId) throw noClientRecord();
  return user.clientId;
}

function stripeOf(deps: CheckoutDeps): Stripe {
  if (!deps.stripe) throw notConfigured();
  return deps.stripe;
}

function catalogOf(deps: CheckoutDeps): StripeCatalog {
  if (!deps.catalog) throw notConfigured();
  return deps.catalog;
}

/**
 * The taxes of a new subscription: Stripe Tax's, from the billing address, when it is on; else the Stripe tax
 * rates of the rates in force today in the client's province or territory.
 */
async function taxesOf(deps: CheckoutDeps, province: Jurisdiction) {
  if (deps.config.STRIPE_AUTOMATIC_TAX) return { automatic_tax: { enabled: true } };
  const defaultTaxRates = await catalogOf(deps).taxRateIds(deps.orm, deps.log, province, today());
  return { default_tax_rates: defaultTaxRates };
}

/**
 * Start Free Trial: a Checkout Session at Stripe for a monthly subscription to the package's price (in CAD,
 * before tax), after a 7-day trial, with the billing address collected and the province's taxes (or Stripe
 * Tax's), tied to the client by `client_reference_id` and the metadata; recorded here before its URL is handed
 * out, so a later webhook or check can tell which package and province it was for. A client with a payment
 * recorded gets none: a second checkout would be a second subscription.
 */
export async function createCheckout(
  deps: CheckoutDeps,
  user: Principal,
  pkg: PaymentPackage,
  province: Jurisdiction,
): Promise<CheckoutSessionCreated> {
  const stripe = stripeOf(deps);
  const clientId = clientIdOf(user);
  if ((await deps.orm.em.fork().count(Payment, { clientId })) > 0) throw alreadyPaid();
  const amount = monthlyPriceCents(pkg);
  const metadata = { clientId, package: pkg };
  const origin = deps.config.PUBLIC_ORIGIN;
  const price = (await catalogOf(deps).prices(deps.log))[pkg];
  const { automatic_tax, default_tax_rates } = await taxesOf(deps, province);
  const session = await askStripe(deps.log, 'checkout.sessions.create', () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      // A price of our own (not price_data), so the customer portal can switch between the packages' prices.
      line_items: [{ quantity: 1, price: price.id }],
      billing_address_collection: 'required',
      ...(automatic_tax && { automatic_tax }),
      subscription_data: {
        trial_period_days: trialDays,
        metadata,
        ...(default_tax_rates && default_tax_rates.length > 0 && { default_tax_rates }),
      },
      client_reference_id: clientId,
      customer_email: user.email,
      metadata,
      success_url: `${origin}/onboarding/payment?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/checkout/cancel`,
    }),
  );
  if (!session.url) throw new Error(`Stripe opened checkout session ${session.id} without a URL`);
  const em = deps.orm.em.fork();
  em.create(CheckoutSession, {
    id: session.id,
    clientId,
    package: pkg,
    amount,
    currency: checkoutCurrency,
    taxJurisdiction: province,
    createdAt: new Date(),
    fulfilledAt: null,
  });
  await em.flush();
  return { id: session.id, url: session.url };
}

/** The session as Stripe has it, or undefined when Stripe has no such session. */
async function retrieveSession(
  deps: CheckoutDeps,
  stripe: Stripe,
  sessionId: string,
): Promise<Stripe.Checkout.Session | undefined> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isMissingResource(error)) return undefined;
    throw asProviderFailure(error, deps.log, 'checkout.sessions.retrieve');
  }
}

/**
 * Fulfils a paid session in one transaction (once, whoever comes first) and wakes the relay. Returns whether
 * the session is paid and ours to fulfil, fulfilled now or before.
 */
async function fulfilIfPaid(deps: CheckoutDeps, session: Stripe.Checkout.Session, via: VerifiedVia): Promise<boolean> {
  if (!isPaid(session)) return false;
  const outcome = await deps.orm.em.fork().transactional(async (em) => {
    const verdict = await paidCheckoutOf(em, session);
    if ('notFulfilled' in verdict) return { paid: false, fulfilled: false };
    return { paid: true, fulfilled: await fulfilCheckout(em, verdict.paid, via, deps.log) };
  });
  if (outcome.fulfilled) {
    faultPoint('outbox:after-commit');
    deps.relay.wake();
  }
  return outcome.paid;
}

/**
 * The client returned from Checkout with a session id: never taking the browser's word, the session is
 * retrieved from Stripe. Only a session this service opened for the caller is asked about; another client's
 * session, or one we never opened, is as unknown as one Stripe does not have, and Stripe is not asked.
 */
export async function verifyCheckout(deps: CheckoutDeps, user: Principal, sessionId: string): Promise<{ verified: boolean }> {
  const stripe = stripeOf(deps);
  const clientId = clientIdOf(user);
  if (!(await deps.orm.em.fork().findOne(CheckoutSession, { id: sessionId, clientId }))) throw checkoutNotFound();
  const session = await retrieveSession(deps, stripe, sessionId);
  if (!session || session.client_reference_id?.toLowerCase() !== clientId.toLowerCase()) throw checkoutNotFound();
  return { verified: await fulfilIfPaid(deps, session, 'return') };
}

/**
 * True as soon as one lookup finds a paid session; false when all are done and none did; the first failure
 * when none found one and some failed; a 502 when the deadline passes first (the lookups still running finish
 * on their own, and a paid session they find is fulfilled all the same).
 */
function firstPaid(lookups: Promise<boolean>[], deadlineMs: number, log: FastifyBaseLogger): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let pending = lookups.length;
    let failed: { error: unknown } | undefined;
    const deadline = setTimeout(() => {
      log.warn({ deadlineMs, pending }, 'Stripe did not answer Check Payment Status in time');
      reject(providerUnavailable());
    }, deadlineMs);
    const done = () => {
      if (--pending > 0) return;
      clearTimeout(deadline);
      if (failed) reject(failed.error);
      else resolve(false);
    };
    for (const lookup of lookups) {
      void lookup.then(
        (paid) => {
          if (paid) {
            clearTimeout(deadline);
            resolve(true);
          }
          done();
        },
        (error: unknown) => {
          failed ??= { error };
          done();
        },
      );
    }
  });
}

/**
 * Check Payment Status: found when a payment of the client is recorded, or when one of its recent sessions not
 * yet fulfilled turns out paid at Stripe (and is fulfilled now). Stripe is asked about those sessions all at
 * once, and answered for within PAYMENT_CHECK_DEADLINE_MS. Without a key only recorded payments count.
 */
export async function checkClientPayment(deps: CheckoutDeps, user: Principal): Promise<{ found: boolean }> {
  const clientId = clientIdOf(user);
  const em = deps.orm.em.fork();
  if ((await em.count(Payment, { clientId })) > 0) return { found: true };
  if (!deps.stripe) return { found: false };
  const open = await queryRows<{ id: string }>(
    em,
    `SELECT id FROM checkout_sessions
     WHERE client_id = :clientId AND fulfilled_at IS NULL AND created_at > :since
     ORDER BY created_at DESC LIMIT :statusCheckSessions`,
    { clientId, since: new Date(Date.now() - statusCheckWindowMs), statusCheckSessions },
  );
  if (open.length === 0) return { found: false };
  const stripe = deps.stripe;
  const lookups = open.map(async ({ id }) => {
    const session = await retrieveSession(deps, stripe, id);
    return session !== undefined && (await fulfilIfPaid(deps, session, 'status-check'));
  });
  return { found: await firstPaid(lookups, deps.config.PAYMENT_CHECK_DEADLINE_MS, deps.log) };
}
