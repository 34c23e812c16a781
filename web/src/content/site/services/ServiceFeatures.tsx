import { usePublicQuery } from '../../../shared/api/usePublicQuery';
import { serviceQuery } from '../../contentQueries';
import { t } from '../../../shared/i18n/messages';
import marketing from '../../../shared/ui/marketing.module.css';
import { Band } from '../../../shared/ui/sections';

/**
 * The features the team keeps for this service (the back office's Services screen), in their display order.
 * Nothing while they load, when there are none, or when they cannot be read: the page's own copy stands alone.
 */
export function ServiceFeatures({ slug }: { slug: string }) {
  const service = usePublicQuery(serviceQuery(slug));
  const features = service.data?.features ?? [];
  if (features.length === 0) return null;
  return (
    <Band id="features" title={t('service.features.title')}>
      <ol className={marketing.cards}>
        {features.map((feature) => (
          <li key={`${feature.displayOrder}-${feature.title}`} className={marketing.card}>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </li>
        ))}
      </ol>
    </Band>
  );
}
