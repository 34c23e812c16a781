import * as paymentsSchemas from '@agency/contracts/openapi/payments.schemas';
import type { Ref } from 'react';
import { withTaxes, type Jurisdiction, type JurisdictionTaxes, type Tax } from '../../../payments/billing/billing';
import { FieldFrame } from '../../../shared/forms/FieldFrame';
import { t } from '../../../shared/i18n/messages';
import { formatCents } from '../../../shared/lib/format';
import styles from './Steps.module.css';

const provinceName = (code: Jurisdiction) => t(`province.${code}`);

/** The 13 provinces and territories, by name. */
export const provinces = (): { value: Jurisdiction; label: string }[] =>
  paymentsSchemas.Jurisdiction.enum
    .map((code) => ({ value: code, label: provinceName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));

export const isJurisdiction = (value: string): value is Jurisdiction =>
  (paymentsSchemas.Jurisdiction.enum as readonly string[]).includes(value);

/** The taxes in force in `province`, from the payment settings; none when they are not known. */
export const taxesIn = (taxRates: readonly JurisdictionTaxes[] | undefined, province: Jurisdiction | '') =>
  taxRates?.find((rates) => rates.jurisdiction === province)?.taxes;

/** "HST 13%: $5.07 · $44.07/month after your trial": each tax on the monthly price, then the total. */
export function priceAfterTrial(amountCents: number, taxes: readonly Tax[]): string {
  const { lines, totalCents } = withTaxes(amountCents, taxes);
  return [
    ...lines.map((line) => t('payment.tax.line', { label: line.label, amount: formatCents(line.amountCents) })),
    t('payment.tax.total', { total: formatCents(totalCents) }),
  ].join(' · ');
}

interface ProvinceChoiceProps {
  province: Jurisdiction | '';
  onChange: (province: Jurisdiction | '') => void;
  error?: string;
  /** Stripe Tax computes the tax from the billing address instead of the province's rates. */
  automaticTax: boolean;
  selectRef: Ref<HTMLSelectElement>;
}

/**
 * Where the client's business is, chosen before Start Free Trial: its sales taxes are attached to the
 * subscription. Prices are in CAD before tax; with Stripe Tax on, the tax comes from the billing address.
 */
export function ProvinceChoice({ province, onChange, error, automaticTax, selectRef }: ProvinceChoiceProps) {
  return (
    <div className={styles.province}>
      <FieldFrame
        label={t('payment.province')}
        hint={t(automaticTax ? 'payment.province.hint.automatic' : 'payment.province.hint')}
        error={error}
      >
        {(control) => (
          <select
            {...control}
            ref={selectRef}
            required
            autoComplete="address-level1"
            value={province}
            onChange={(event) => onChange(isJurisdiction(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t('payment.province.choose')}</option>
            {provinces().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <p className={styles.taxNote}>
        {t('payment.beforeTax')}
        {automaticTax && ` ${t('payment.automaticTax')}`}
      </p>
    </div>
  );
}
