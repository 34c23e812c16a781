import { z } from 'zod';
import { parseConfig, registeredServiceEnv } from '@agency/kit';

/**
 * An optional secret of a known shape: absent, empty or blank all mean "not configured"; anything else must
 * look like what Stripe issues, so a value pasted into the wrong key is caught at start.
 */
const optionalSecret = (shape: RegExp, issued: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))
    .refine((value) => value === undefined || shape.test(value), `must start with ${issued}, or be empty`);

/** A yes/no setting: `true`/`1` or `false`/`0`. */
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A GST/HST registration number as the CRA issues it: the 9-digit business number, `RT` and a 4-digit account. */
const gstHstNumber = /^(\d{9}) ?RT ?(\d{4})$/;

export const paymentsEnv = registeredServiceEnv('payments').extend({
  /** Stripe's secret key (`sk_test_…` / `sk_live_…`); without it checkout is off and only demo mode passes the step. */
  STRIPE_SECRET_KEY: optionalSecret(/^(sk|rk)_(test|live)_/, 'sk_test_, sk_live_, rk_test_ or rk_live_'),
  /** The webhook endpoint's signing secret (`whsec_…`); without it the webhook answers 503. */
  STRIPE_WEBHOOK_SECRET: optionalSecret(/^whsec_/, 'whsec_'),
  /**
   * Base URL of the Stripe API, e.g. a local stand-in in tests; Stripe's own when left out. The SDK takes it
   * as host, port and protocol only, so a path (or query) would be silently dropped: it is refused instead.
   */
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => {
      // Not a URL at all is the check above's to report.
      if (!URL.canParse(url)) return true;
      const { pathname, search, hash } = new URL(url);
      return pathname === '/' && search === '' && hash === '';
    }, 'must be an origin (scheme, host and port) without a path')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long one call to Stripe may take before it counts as unreachable. */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How long Check Payment Status waits for Stripe's answers about the client's sessions (asked all at once)
   * before saying Stripe could not be reached; well under the gateway's 60 s.
   */
  PAYMENT_CHECK_DEADLINE_MS: z.coerce.number().int().positive().max(50_000).default(15_000),
  /**
   * Stripe Tax computes the sales tax from the billing address (it must be set up in Stripe's Dashboard);
   * when off, the rates of `tax_rates` for the province the client chose are attached to its subscription.
   */
  STRIPE_AUTOMATIC_TAX: flag.default(false),
  /** The agency's GST/HST registration number, as invoices and the billing screens name it (`123456789 RT0001`). */
  GST_HST_NUMBER: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value.trim().toUpperCase() : undefined))
    .refine(
      (value) => value === undefined || gstHstNumber.test(value),
      'must be a GST/HST registration number: 9 digits, RT and 4 digits (123456789 RT0001), or be empty',
    )
    // Written the one way invoices print it: `123456789 RT0001`.
    .transform((value) => value?.replace(gstHstNumber, '$1 RT$2')),
  /** The site's origin as visitors reach it (the gateway's), for Checkout's success and cancel URLs; only the origin is kept. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:8080')
    .transform((url) => new URL(url).origin),
});

export type PaymentsConfig = z.infer<typeof paymentsEnv>;

export const loadPaymentsConfig = (env: NodeJS.ProcessEnv = process.env): PaymentsConfig => parseConfig(paymentsEnv, env);
