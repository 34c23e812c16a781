import type { Service } from '../../contentQueries';
import { t } from '../../../shared/i18n/messages';
import { formatPrice } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/Badge';
import styles from './Portfolio.module.css';

type Tier = Service['pricingTiers'][number];

const priceText = ({ priceCents, interval }: Tier) =>
  t(interval === 'month' ? 'portfolio.price.month' : 'portfolio.price.project', { price: formatPrice(priceCents) });

/** The packages by price; the highlighted one is marked 'Most Popular'. */
export function PricingTiers({ tiers }: { tiers: Tier[] }) {
  return (
    <section className={styles.section} aria-labelledby="pricing-title">
      <h2 id="pricing-title">{t('portfolio.pricing')}</h2>
      <ul className={styles.cards}>
        {tiers.map((tier) => (
          <li key={tier.id} className={tier.highlighted ? `${styles.tier} ${styles.highlighted}` : styles.tier}>
            {tier.highlighted && <Badge>{t('portfolio.mostPopular')}</Badge>}
            <h3>{tier.name}</h3>
            <p className={styles.price}>{priceText(tier)}</p>
            <ul className={styles.features}>
              {tier.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
