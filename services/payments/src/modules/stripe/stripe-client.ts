import Stripe from 'stripe';
import { AppError } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config.js';

export type { Stripe };

export const notConfigured = () =>
  new AppError(503, 'PAYMENTS_NOT_CONFIGURED', 'Card payments are not set up here; only demo mode can pass the payment step.');

export const providerUnavailable = () =>
  new AppError(502, 'PAYMENTS_PROVIDER_UNAVAILABLE', 'Stripe could not be reached or refused the request. Please try again.');

/** Stripe refuses this installation's key, or the API URL points at something that is not Stripe's API. */
export const providerMisconfigured = () =>
  new AppError(
    503,
    'PAYMENTS_PROVIDER_MISCONFIGURED',
    'Card payments are set up wrongly here (Stripe refuses the key or the API address); the team has been told.',
  );

/** Stripe limits this installation's requests; the caller may try again after `retryAfterSeconds`. */
export class ProviderRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'PAYMENTS_PROVIDER_RATE_LIMITED', 'Stripe is receiving too many requests from us. Please try again shortly.');
  }
}

/** When Stripe names no wait of its own, a few seconds: its limits are counted per second. */
const defaultRetryAfterSeconds = 5;

/**
 * The Stripe SDK for the configured key, or undefined without one (checkout is off). STRIPE_API_URL, when
 * set, points it at another host (a local stand-in in tests).
 */
export function stripeClient(config: PaymentsConfig): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    timeout: config.STRIPE_TIMEOUT_MS,
    // One retry of a dropped connection; the SDK sends an idempotency key with it, so a create is not doubled.
    maxNetworkRetries: 1,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/**
 * Stripe's answer for an object id it does not know. A 404 without `resource_missing` is another thing: a
 * path Stripe does not serve ("Unrecognized request URL"), i.e. an API URL pointing elsewhere.
 */
export const isMissingResource = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

function retryAfterOf(error: Stripe.errors.StripeError): number {
  const seconds = Number(error.headers?.['retry-after']);
  return Number.isInteger(seconds) && seconds > 0 && seconds <= 3600 ? seconds : defaultRetryAfterSeconds;
}

/**
 * A failure of Stripe's as what it is to our caller, after logging what Stripe said (with its request id, to
 * find the call in Stripe's Dashboard): a refused key or a wrong API URL is a 503 the team must fix, a rate
 * limit a 503 with Retry-After, anything else (unreachable, Stripe's 5xx, a refused request) a 502.
 * Anything that is not Stripe's is returned as it is.
 */
export function asProviderFailure(error: unknown, log: FastifyBaseLogger, call: string): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const stripeError = {
    call,
    type: error.type,
    code: error.code,
    statusCode: error.statusCode,
    message: error.message,
    stripeRequestId: error.requestId,
  };
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError ||
    (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404 && !isMissingResource(error))
  ) {
    log.error({ stripeError }, 'Stripe refused our configuration (key, permissions or API URL)');
    return providerMisconfigured();
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    log.warn({ stripeError }, 'Stripe is limiting our requests');
    return new ProviderRateLimited(retryAfterOf(error));
  }
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
    log.warn({ stripeError }, 'Stripe could not be reached or failed');
  } else {
    log.error({ stripeError }, 'Stripe refused a request');
  }
  return providerUnavailable();
}

/** Runs a call to Stripe; a failure of Stripe's is logged and answered as asProviderFailure says, and the caller records nothing. */
export async function askStripe<T>(log: FastifyBaseLogger, call: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asProviderFailure(error, log, call);
  }
}
