import { useId, useState } from 'react';
import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { FormField } from '../../../forms/FormField';
import { useContractForm } from '../../../forms/useContractForm';
import fields from '../../../forms/Field.module.css';
import { t } from '../../../i18n/messages';
import { PartDialog } from './PartDialog';
import { saveTier, useReloadService, type AdminPricingTier, type PricingTierInput } from './useServiceParts';
import { refusalReason } from '../refusal';

type TierFields = Omit<PricingTierInput, 'features'>;

interface PricingTierDialogProps {
  slug: string;
  editing: AdminPricingTier | 'new' | null;
  onClose: () => void;
}

/** Add or edit a pricing tier: name, price in cents, how it is charged, what it includes (a line each), most popular. */
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
  const { form, onSubmit, pending } = useContractForm<TierFields, AdminPricingTier>({
    body: contentSchemas.requestBodies.createPricingTier!,
    messages: {
      name: t('pricing.field.name.invalid'),
      priceCents: t('pricing.field.priceCents.invalid'),
      interval: t('pricing.field.interval.invalid'),
      highlighted: t('pricing.field.highlighted.invalid'),
    },
    defaultValues: {
      name: tier?.name ?? '',
      priceCents: tier?.priceCents ?? 0,
      interval: tier?.interval ?? 'month',
      highlighted: tier?.highlighted ?? false,
    },
    send: (values) => saveTier(slug, { ...values, features: linesOf(features) }, tier?.id),
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
        name="priceCents"
        label={t('pricing.field.priceCents')}
        hint={t('pricing.field.priceCents.hint')}
        type="number"
        inputMode="numeric"
        registerOptions={{ valueAsNumber: true }}
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
