import { execute, queryRow, type Queryable } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import { paymentsEvents } from '@agency/contracts';
import { checkoutCurrency, monthlyPriceCents, productName, type PaymentPackage } from '../payments/packages.js';
import { rateLabel, readRatesInForce, type Jurisdiction, type TaxKind, type TaxRate } from '../taxes/tax-rates.js';
import { askStripe, type Stripe } from './stripe-client.js';

/** `starter` -> `starter-monthly-cad`: the lookup key of the package's monthly price at Stripe. */
export const priceLookupKey = (pkg: PaymentPackage) => `${pkg}-monthly-cad`;

/** The metadata that marks the customer-portal configuration this service made (a new version gets a new value). */
export const portalPurpose = 'agency-packages-v1';

/** How a tax is named on an invoice: Manitoba's retail sales tax (kept as PST) is its RST. */
export const taxDisplayName = (jurisdiction: Jurisdiction, kind: TaxKind) =>
  jurisdiction === 'MB' && kind === 'PST' ? 'RST' : kind;

/** `HST 13%`, `QST 9.975%`, `RST 7%`: a rate as invoices and the payment page name it. */
export const taxRateName = (rate: Pick<TaxRate, 'jurisdiction' | 'kind' | 'rateMillipercent'>) =>
  `${taxDisplayName(rate.jurisdiction, rate.kind)} ${rateLabel(rate.rateMillipercent)}`;

/** `ON-HST-2010-07-01`: one row of `tax_rates`, as the Stripe tax rate made from it is kept. */
export const rateKeyOf = (rate: Pick<TaxRate, 'jurisdiction' | 'kind' | 'effectiveFrom'>) =>
  `${rate.jurisdiction}-${rate.kind}-${rate.effectiveFrom}`;

/** Stripe's tax type for one of ours (Manitoba's RST is Stripe's `rst`). */
const stripeTaxType = (rate: Pick<TaxRate, 'jurisdiction' | 'kind'>): Stripe.TaxRateCreateParams.TaxType =>
  rate.jurisdiction === 'MB' && rate.kind === 'PST' ? 'rst' : (rate.kind.toLowerCase() as Stripe.TaxRateCreateParams.TaxType);

export interface StripeCatalog {
  /** The monthly CAD price of each package at Stripe (found by lookup key, made when missing), once per process. */
  prices(log: FastifyBaseLogger): Promise<Record<PaymentPackage, Stripe.Price>>;
  /**
   * The Stripe tax rates for the rates in force in `jurisdiction` on `day`, in `taxKinds` order: each made at
   * Stripe once and kept in `stripe_tax_rates`, where it is looked up first.
   */
  taxRateIds(db: Queryable, log: FastifyBaseLogger, jurisdiction: Jurisdiction, day: string): Promise<string[]>;
  /** The customer-portal configuration for the three packages (found by its metadata, made when missing), once per process. */
  portalConfiguration(log: FastifyBaseLogger): Promise<string>;
}

/**
 * Remembers a promise's answer for the life of the process; a failure is not remembered, so the next caller
 * asks again. The first caller's logger tells how it went.
 */
function once<T>(work: (log: FastifyBaseLogger) => Promise<T>): (log: FastifyBaseLogger) => Promise<T> {
  let answer: Promise<T> | undefined;
  return (log) => {
    answer ??= work(log).catch((error: unknown) => {
      answer = undefined;
      throw error;
    });
    return answer;
  };
}

const productIdOf = (product: string | Stripe.Product | Stripe.DeletedProduct) =>
  typeof product === 'string' ? product : product.id;

/**
 * What this service keeps at Stripe besides its checkouts: the packages' prices, the tax rates it attaches to
 * subscriptions, and the customer portal's configuration. Every call goes through `askStripe`, so a failure
 * is answered as checkout's are.
 */
export function stripeCatalog(stripe: Stripe): StripeCatalog {
  const packages = paymentsEvents.paymentPackages;

  const prices = once(async (log) => {
    const found = await askStripe(log, 'prices.list', () =>
      stripe.prices.list({ lookup_keys: packages.map(priceLookupKey), expand: ['data.product'], limit: 100 }),
    );
    const byKey = new Map(found.data.map((price) => [price.lookup_key, price]));
    const entries: [PaymentPackage, Stripe.Price][] = [];
    for (const pkg of packages) {
      const amount = monthlyPriceCents(pkg);
      const existing = byKey.get(priceLookupKey(pkg));
      const current =
        existing?.active &&
        existing.unit_amount === amount &&
        existing.currency === checkoutCurrency &&
        existing.recurring?.interval === 'month' &&
        existing.tax_behavior === 'exclusive';
      if (existing && current) {
        entries.push([pkg, existing]);
        continue;
      }
      // None yet, or one from before a price change: a new price takes the lookup key over (existing
      // subscriptions keep theirs), on the same product when there is one.
      const created = await askStripe(log, 'prices.create', () =>
        stripe.prices.create(
          {
            currency: checkoutCurrency,
            unit_amount: amount,
            recurring: { interval: 'month' },
            tax_behavior: 'exclusive',
            lookup_key: priceLookupKey(pkg),
            ...(existing
              ? { product: productIdOf(existing.product), transfer_lookup_key: true }
              : { product_data: { name: productName(pkg) } }),
          },
          // Two replicas making the same price at once get the same one from Stripe.
          { idempotencyKey: `price-${priceLookupKey(pkg)}-${amount}-${existing?.id ?? 'first'}` },
        ),
      );
      log.info({ package: pkg, priceId: created.id }, 'made the package’s monthly price at Stripe');
      entries.push([pkg, created]);
    }
    return Object.fromEntries(entries) as Record<PaymentPackage, Stripe.Price>;
  });

  async function taxRateId(db: Queryable, log: FastifyBaseLogger, rate: TaxRate): Promise<string> {
    const rateKey = rateKeyOf(rate);
    const kept = await queryRow<{ id: string }>(db, 'SELECT id FROM stripe_tax_rates WHERE rate_key = :rateKey', { rateKey });
    if (kept) return kept.id;
    const displayName = taxDisplayName(rate.jurisdiction, rate.kind);
    const made = await askStripe(log, 'taxRates.create', () =>
      stripe.taxRates.create(
        {
          display_name: displayName,
          percentage: rate.rateMillipercent / 1000,
          inclusive: false,
          country: 'CA',
          state: rate.jurisdiction,
          jurisdiction: rate.jurisdiction,
          tax_type: stripeTaxType(rate),
          description: `${taxRateName(rate)} in ${rate.jurisdiction} since ${rate.effectiveFrom}`,
          metadata: { rateKey },
        },
        // Two checkouts making the same rate at once get the same one from Stripe.
        { idempotencyKey: `tax-rate-${rateKey}` },
      ),
    );
    await execute(
      db,
      `INSERT INTO stripe_tax_rates (id, rate_key, display_name, jurisdiction, rate_percent)
       VALUES (:id, :rateKey, :displayName, :jurisdiction, :ratePercent)
       ON CONFLICT DO NOTHING`,
      { id: made.id, rateKey, displayName, jurisdiction: rate.jurisdiction, ratePercent: rate.rateMillipercent / 1000 },
    );
    // Whichever was kept first is the one used from now on.
    const winner = await queryRow<{ id: string }>(db, 'SELECT id FROM stripe_tax_rates WHERE rate_key = :rateKey', { rateKey });
    return winner?.id ?? made.id;
  }

  const portalConfiguration = once(async (log) => {
    const active = await askStripe(log, 'billingPortal.configurations.list', () =>
      stripe.billingPortal.configurations.list({ active: true, limit: 100 }),
    );
    const ours = active.data.find((configuration) => configuration.metadata?.purpose === portalPurpose);
    const byPackage = await prices(log);
    const products = packages.map((pkg) => ({ product: productIdOf(byPackage[pkg].product), prices: [byPackage[pkg].id] }));
    if (ours) {
      // After a price change the packages' prices are new: the portal must offer those, not the old ones.
      const offered = new Set(ours.features?.subscription_update?.products?.flatMap((product) => product.prices) ?? []);
      if (products.every((product) => offered.has(product.prices[0]!))) return ours.id;
      await askStripe(log, 'billingPortal.configurations.update', () =>
        stripe.billingPortal.configurations.update(ours.id, {
          features: { subscription_update: { enabled: true, default_allowed_updates: ['price'], products } },
        }),
      );
      log.info({ configurationId: ours.id }, 'the customer portal now offers the packages’ current prices');
      return ours.id;
    }
    const made = await askStripe(log, 'billingPortal.configurations.create', () =>
      stripe.billingPortal.configurations.create(
        {
          business_profile: { headline: 'Manage your marketing package: card, plan, cancellation and invoices.' },
          features: {
            payment_method_update: { enabled: true },
            invoice_history: { enabled: true },
            subscription_cancel: { enabled: true, mode: 'at_period_end' },
            subscription_update: {
              enabled: true,
              default_allowed_updates: ['price'],
              products,
              proration_behavior: 'create_prorations',
            },
          },
          metadata: { purpose: portalPurpose },
        },
        { idempotencyKey: `portal-${portalPurpose}-${packages.map((pkg) => byPackage[pkg].id).join('-')}` },
      ),
    );
    log.info({ configurationId: made.id }, 'made the customer portal’s configuration at Stripe');
    return made.id;
  });

  return {
    prices,
    taxRateIds: async (db, log, jurisdiction, day) => {
      const ids: string[] = [];
      for (const rate of await readRatesInForce(db, jurisdiction, day)) ids.push(await taxRateId(db, log, rate));
      return ids;
    },
    portalConfiguration,
  };
}
