import { useId, useState } from 'react';
import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { FormField } from '../../../forms/FormField';
import { useContractForm } from '../../../forms/useContractForm';
import fields from '../../../forms/Field.module.css';
import { t } from '../../../i18n/messages';
import { PartDialog } from './PartDialog';
import { saveTier, useReloadService, type AdminPricingTier, type PricingTierInput } from './useServiceParts';
import { refusalReason } from '../refusal';
import { centsFromDollars, dollarsOf } from './dollars';

/** What the form sends besides the features and the price, which is typed in dollars and sent in cents. */
type TierFields = Omit<PricingTierInput, 'features' | 'priceCents'>;
type TierValues = TierFields & { price: string };

interface PricingTierDialogProps {
  slug: string;
  editing: AdminPricingTier | 'new' | null;
  onClose: () => void;
}

/** Add or edit a pricing tier: name, price in dollars, how it is charged, what it includes (a line each), most popular. */
export function PricingTierDialog({ slug, editing, onClose }: PricingTierDialogProps) {
  if (!editing) return null;
  const tier = editing === 'new' ? undefined : editing;
  return <PricingTierForm key={tier?.id ?? 'new'} slug={slug} tier={tier} onClose={onClose} />;
}

/** The lines of the features box, trimmed, without empty ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function PricingTierForm({ slug, tier, onClose }: { slug: string; tier?: AdminPricingTier; onClose: () => void }) {
  const reload = useReloadService(slug);
  const featuresId = useId();
  const [features, setFeatures] = useState(tier?.features.join('\n') ?? '');
  const title = tier ? t('pricing.dialog.edit') : t('pricing.dialog.add');
  const { form, onSubmit, pending } = useContractForm<TierValues, AdminPricingTier, TierFields, keyof TierFields>({
    body: contentSchemas.requestBodies.createPricingTier!,
    messages: {
      name: t('pricing.field.name.invalid'),
      interval: t('pricing.field.interval.invalid'),
      highlighted: t('pricing.field.highlighted.invalid'),
    },
    defaultValues: {
      name: tier?.name ?? '',
      price: tier ? dollarsOf(tier.priceCents) : '',
      interval: tier?.interval ?? 'month',
      highlighted: tier?.highlighted ?? false,
    },
    // The precheck has made sure the price reads as dollars.
    send: (values): Promise<AdminPricingTier> =>
      saveTier(
        slug,
        { ...values, priceCents: centsFromDollars(form.getValues('price'))!, features: linesOf(features) },
        tier?.id,
      ),
    precheck: {
      owns: ['price'],
      check: ({ price }) =>
        centsFromDollars(price) === undefined ? { fields: ['price'], message: t('pricing.field.price.invalid') } : undefined,
    },
    successMessage: (saved) => t('manage.saved', { name: saved.name }),
    failureMessage: (error) => refusalReason(error) ?? t('manage.saveFailed'),
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });
  return (
    <PartDialog
      title={title}
      description={t('pricing.dialog.description')}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormField form={form} name="name" label={t('pricing.field.name')} autoComplete="off" />
      <FormField
        form={form}
        name="price"
        label={t('pricing.field.price')}
        hint={t('pricing.field.price.hint')}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <FormField
        form={form}
        name="interval"
        label={t('pricing.field.interval')}
        as="select"
        options={[
          { value: 'month', label: t('pricing.interval.month') },
          { value: 'project', label: t('pricing.interval.project') },
        ]}
      />
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
      <FormField form={form} name="highlighted" label={t('pricing.field.highlighted')} as="checkbox" />
    </PartDialog>
  );
}
