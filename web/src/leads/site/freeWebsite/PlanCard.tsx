import { t } from '../../../shared/i18n/messages';
import { BOOKING_FALLBACK, BookingLink, OutboundLink } from '../../../app/layout/OutboundLink';
import { formatPrice } from '../../../shared/lib/format';
import { site } from '../../../app/site';
import { Badge } from '../../../shared/ui/Badge';
import button from '../../../shared/ui/button.module.css';
import styles from './FreeWebsitePage.module.css';
import { pagesText, supportText, type Plan } from './plans';

/** The provider's sign-up page with the chosen plan as a parameter (`plan=growth`). */
function planSignUpUrl(signUpUrl: string, plan: Plan): string {
  const url = new URL(signUpUrl);
  url.searchParams.set('plan', plan.id);
  return url.href;
}

export function PlanCard({ plan }: { plan: Plan }) {
  const name = t(plan.name);
  const choose = plan.mostPopular ? button.primary : button.outline;
  return (
    <li className={plan.mostPopular ? `${styles.plan} ${styles.popular}` : styles.plan}>
      <h3>{name}</h3>
      {plan.mostPopular && <Badge className={styles.ribbon}>{t('freeWebsite.plan.mostPopular')}</Badge>}
      <p className={styles.price}>
        <span className={styles.amount}>{formatPrice(plan.monthlyPrice)}</span> {t('freeWebsite.plan.perMonth')}
      </p>
      <p className={styles.planText}>{t(plan.text)}</p>
      <ul className={styles.features}>
        <li>{pagesText(plan)}</li>
        <li>{supportText(plan)}</li>
        <li>{t('freeWebsite.plan.mobile')}</li>
        <li>{t('freeWebsite.plan.hosting')}</li>
      </ul>
      {site.subscriptionSignUpUrl ? (
        <OutboundLink href={planSignUpUrl(site.subscriptionSignUpUrl, plan)} fallback={BOOKING_FALLBACK} className={choose}>
          {t('freeWebsite.plan.choose', { plan: name })}
        </OutboundLink>
      ) : (
        <BookingLink className={choose}>{t('freeWebsite.plan.choose', { plan: name })}</BookingLink>
      )}
    </li>
  );
}
