import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { useId, useState } from 'react';
import fields from '../../../shared/forms/Field.module.css';
import { t } from '../../../shared/i18n/messages';
import { formatPrice } from '../../../shared/lib/format';
import type { RecordExtras, RecordKind } from '../../../shared/ui/records/RecordKind';
import { centsFromDollars, dollarsOf } from './dollars';
import { partKeys, partWords, SERVICE_PARTS_PAGE_SIZE } from './servicePart';
import { pricingTierRequests } from './partRequests';
import type { AdminPricingTier, PricingTierInput } from './useServiceParts';

/** What the form checks besides the features and the price, which is typed in dollars and sent in cents. */
type TierFields = Omit<PricingTierInput, 'features' | 'priceCents'>;
type TierValues = TierFields & { price: string };

const priceText = ({ priceCents, interval }: AdminPricingTier) =>
  t(interval === 'month' ? 'services.price.month' : 'services.price.project', { price: formatPrice(priceCents) });

/** The lines of the features box, trimmed, without empty ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What a tier includes, a line each; sent with the price in cents (the precheck has made sure it reads as dollars). */
function useTierFeatures(tier: AdminPricingTier | undefined): RecordExtras<TierValues, TierFields, PricingTierInput> {
  const featuresId = useId();
  const [features, setFeatures] = useState(tier?.features.join('\n') ?? '');
  return {
    fields: (
      <div className={fields.field}>
        <label htmlFor={featuresId}>{t('pricing.field.features')}</label>
        <p id={`${featuresId}-hint`} className={fields.hint}>
          {t('pricing.field.features.hint')}
        </p>
        <textarea
          id={featuresId}
          rows={5}
          aria-describedby={`${featuresId}-hint`}
          value={features}
          onChange={(event) => setFeatures(event.target.value)}
        />
      </div>
    ),
    complete: (sent, values) => ({ ...sent, priceCents: centsFromDollars(values.price)!, features: linesOf(features) }),
  };
}

/** A service's pricing tiers, cheapest first: name, price in dollars, how it is charged, what it includes, most popular. */
export const pricingKind = (slug: string): RecordKind<AdminPricingTier, TierValues, TierFields, PricingTierInput> => ({
  words: partWords('pricing'),
  nameOf: (tier) => tier.name,
  columns: [
    { header: 'services.column.name', cell: (tier) => tier.name, names: true },
    { header: 'services.column.price', cell: priceText },
    { header: 'services.column.features', cell: (tier) => tier.features.join(', ') },
    { header: 'services.column.highlighted', cell: (tier) => (tier.highlighted ? t('services.yes') : t('services.no')) },
  ],
  form: {
    body: contentSchemas.requestBodies.createPricingTier!,
    fields: [
      { as: 'text', name: 'name', label: 'pricing.field.name', invalid: 'pricing.field.name.invalid' },
      { as: 'dollars', name: 'price', label: 'pricing.field.price', hint: 'pricing.field.price.hint' },
      {
        as: 'select',
        name: 'interval',
        label: 'pricing.field.interval',
        invalid: 'pricing.field.interval.invalid',
        options: [
          { value: 'month', label: 'pricing.interval.month' },
          { value: 'project', label: 'pricing.interval.project' },
        ],
      },
      { as: 'extras' },
      { as: 'checkbox', name: 'highlighted', label: 'pricing.field.highlighted', invalid: 'pricing.field.highlighted.invalid' },
    ],
    valuesOf: (tier) => ({
      name: tier?.name ?? '',
      price: tier ? dollarsOf(tier.priceCents) : '',
      interval: tier?.interval ?? 'month',
      highlighted: tier?.highlighted ?? false,
    }),
    useExtras: useTierFeatures,
    precheck: {
      owns: ['price'],
      check: ({ price }) =>
        centsFromDollars(price) === undefined ? { fields: ['price'], message: t('pricing.field.price.invalid') } : undefined,
    },
  },
  api: {
    ...partKeys(slug, 'pricing-tiers'),
    ...pricingTierRequests(slug),
  },
  pageSize: SERVICE_PARTS_PAGE_SIZE,
});
