import Stripe from 'stripe';
import { AppError } from '@agency/kit';
import type { PaymentsConfig } from '../../config.js';

export type { Stripe };

export const notConfigured = () =>
  new AppError(503, 'PAYMENTS_NOT_CONFIGURED', 'Card payments are not set up here; only demo mode can pass the payment step.');

export const providerUnavailable = () =>
  new AppError(502, 'PAYMENTS_PROVIDER_UNAVAILABLE', 'Stripe could not be reached or refused the request. Please try again.');

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

/** Stripe's answer for an id it does not know. */
export const isMissingResource = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404);

/** A failure of Stripe's (unreachable, refused, down) as the 502 it is to our caller; anything else as it is. */
export const asProviderFailure = (error: unknown) => (error instanceof Stripe.errors.StripeError ? providerUnavailable() : error);

/** Runs a call to Stripe; a failure of Stripe's is a 502, and the caller records nothing. */
export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asProviderFailure(error);
  }
}
