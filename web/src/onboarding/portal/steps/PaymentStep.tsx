import { useRef, useState } from 'react';
import type { Jurisdiction, JurisdictionTaxes } from '../../../payments/billing/billing';
import { packagePriceCents } from '../../../payments/billing/billing';
import { t } from '../../../shared/i18n/messages';
import { Badge } from '../../../shared/ui/Badge';
import button from '../../../shared/ui/button.module.css';
import text from '../../../shared/ui/text.module.css';
import hidden from '../../../shared/ui/visuallyHidden.module.css';
import { packageCards, packageFeatures, packageName, packagePrice, packageTitle, type Package } from './packages';
import { usePaymentSettings, usePortalSettings } from './portalQueries';
import { priceAfterTrial, ProvinceChoice, taxesIn } from './ProvinceChoice';
import { StepFrame } from './StepFrame';
import { usePayment } from './usePayment';
import styles from './Steps.module.css';

type Payment = ReturnType<typeof usePayment>;

interface PackageCardsProps {
  payment: Payment;
  checkoutEnabled: boolean;
  /** The chosen province's taxes, to show each package's price with them; none with Stripe Tax or no choice. */
  taxes: JurisdictionTaxes['taxes'] | undefined;
  onStart: (pkg: Package) => void;
}

function PackageCards({ payment, checkoutEnabled, taxes, onStart }: PackageCardsProps) {
  return (
    <ul className={styles.packages}>
      {packageCards.map((card) => {
        const name = packageName(card.id);
        const headingId = `package-${card.id}`;
        return (
          <li
            key={card.id}
            className={card.mostPopular ? `${styles.package} ${styles.popular}` : styles.package}
            aria-labelledby={headingId}
          >
            {card.mostPopular && <Badge className={styles.ribbon}>{t('payment.mostPopular')}</Badge>}
            <h2 id={headingId}>{name}</h2>
            <p className={styles.price}>
              <span className={styles.amount}>{packagePrice(card.id)}</span>
              {t('payment.perMonth')}
            </p>
            <p className={text.muted}>{t('payment.trial')}</p>
            {taxes && <p className={styles.taxes}>{priceAfterTrial(packagePriceCents(card.id), taxes)}</p>}
            <ul className={styles.features}>
              {packageFeatures(card).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p>{t(card.idealFor)}</p>
            {/* Three buttons read 'Start Free Trial': each names its package to a screen reader. */}
            <button
              type="button"
              className={card.mostPopular ? button.primary : button.outline}
              disabled={!checkoutEnabled || payment.opening !== null}
              onClick={() => onStart(card.id)}
            >
              {payment.opening === card.id ? (
                t('payment.opening')
              ) : (
                <>
                  {t('payment.start')} <span className={hidden.visuallyHidden}>{t('payment.start.package', { name })}</span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function CheckPaymentStatus({ payment }: { payment: Payment }) {
  const { check } = payment;
  return (
    <section className={styles.panel} aria-labelledby="payment-check">
      <h2 id="payment-check">{t('payment.check.title')}</h2>
      <p className={text.muted}>{t('payment.check.text')}</p>
      <button type="button" className={button.outline} disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? t('payment.check.checking') : t('payment.check.button')}
      </button>
    </section>
  );
}

function DemoSkip({ payment }: { payment: Payment }) {
  const { skip } = payment;
  return (
    <section className={styles.panel} aria-labelledby="payment-demo">
      <h2 id="payment-demo">{t('payment.demo.title')}</h2>
      <p className={text.muted}>{t('payment.demo.text')}</p>
      <div className={styles.actions}>
        {packageCards.map((card) => (
          <button
            key={card.id}
            type="button"
            className={button.outline}
            disabled={skip.isPending}
            onClick={() => skip.mutate(card.id)}
          >
            {t('payment.demo.button', { label: packageTitle(card.id) })}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * /onboarding/payment: the province or territory (required, for its sales taxes; prices are in CAD before
 * tax, and each card shows its taxes there), 'Choose Your Package' (three cards, Start Free Trial opening Stripe Checkout),
 * Check Payment Status and, in demo mode, Skip Payment. Back from Checkout, 'Verifying Payment', and
 * once the payment is verified or found, 'Payment Received' until the record shows it. Each change of
 * screen takes the focus to its heading (StepFrame).
 */
export function PaymentStep() {
  const payment = usePayment();
  const portal = usePortalSettings();
  const settings = usePaymentSettings();
  const [province, setProvince] = useState<Jurisdiction | ''>('');
  const [provinceError, setProvinceError] = useState<string | undefined>();
  const provinceSelect = useRef<HTMLSelectElement>(null);

  if (payment.phase === 'verifying') {
    return (
      <StepFrame
        title="page.payment.title"
        description="page.payment.description"
        heading={t('payment.verifying.title')}
        progress={t('payment.verifying.text')}
      />
    );
  }
  if (payment.phase === 'proceeding') {
    return (
      <StepFrame
        title="page.payment.title"
        description="page.payment.description"
        heading={t('payment.proceeding.title')}
        progress={t('payment.proceeding')}
      />
    );
  }

  const checkoutEnabled = settings.data?.checkoutEnabled ?? true;
  const automaticTax = settings.data?.automaticTax ?? false;
  const taxes = automaticTax ? undefined : taxesIn(settings.data?.taxRates, province);

  /** Start Free Trial: the province first (its taxes go on the subscription), then Checkout. */
  const onStart = (pkg: Package) => {
    if (!province) {
      setProvinceError(t('payment.province.required'));
      provinceSelect.current?.focus();
      return;
    }
    payment.start(pkg, province);
  };
  return (
    <StepFrame title="page.payment.title" description="page.payment.description" lead={t('payment.lead')}>
      {payment.confirming && (
        <p className={styles.panel} role="status">
          {t('payment.confirming')}
        </p>
      )}
      {!checkoutEnabled && (
        <p className={styles.panel} role="note">
          {t('payment.notConfigured')}
        </p>
      )}
      <ProvinceChoice
        province={province}
        onChange={(next) => {
          setProvince(next);
          setProvinceError(undefined);
        }}
        error={provinceError}
        automaticTax={automaticTax}
        selectRef={provinceSelect}
      />
      <PackageCards payment={payment} checkoutEnabled={checkoutEnabled} taxes={taxes} onStart={onStart} />
      <p className={styles.secure}>{t('payment.secure')}</p>
      <CheckPaymentStatus payment={payment} />
      {portal.data?.demoMode && <DemoSkip payment={payment} />}
    </StepFrame>
  );
}
