import { t } from '../../i18n/messages';
import { BookingLink } from '../../layout/BookingLink';
import { formatPrice } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import button from '../../ui/button.module.css';
import styles from './FreeWebsitePage.module.css';
import { pagesText, supportText, type Plan } from './plans';

export function PlanCard({ plan }: { plan: Plan }) {
  const name = t(plan.name);
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
      <BookingLink className={plan.mostPopular ? button.primary : button.outline}>
        {t('freeWebsite.plan.choose', { plan: name })}
      </BookingLink>
    </li>
  );
}
