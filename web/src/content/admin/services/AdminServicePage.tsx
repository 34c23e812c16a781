import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../../../identity/auth/useAuth';
import { t } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import button from '../../../shared/ui/button.module.css';
import { Tabs } from '../../../shared/ui/Tabs';
import adminPage from '../../../shared/admin/adminPage.module.css';
import styles from '../manage/Manage.module.css';
import type { RecordKind } from '../../../shared/ui/records/RecordKind';
import { RecordList } from '../../../shared/ui/records/RecordList';
import { caseStudyKind } from './caseStudyKind';
import { FeaturesSection } from './FeaturesSection';
import { pricingKind } from './pricingKind';
import { ServiceDialog } from './ServiceDialog';
import { testimonialKind } from './testimonialKind';
import { useAdminService } from './useServiceParts';

/**
 * /admin/services/:slug: one service page's features (in their order), case studies, testimonials and pricing
 * tiers, a tab each. Admins add, change, reorder and delete; members see them.
 */
export function AdminServicePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { isAdmin } = useAuth();
  const service = useAdminService(slug);
  const [editing, setEditing] = useState(false);
  const title = service.data?.title ?? t('page.adminServices.title');
  // Each tab its own list (its own search and page), keyed by the tab.
  const part = <Row extends { id: string }, Values extends FieldValues, Sent, Input>(
    id: string,
    kind: RecordKind<Row, Values, Sent, Input>,
  ) => (
    <div key={id}>
      <RecordList kind={kind} canManage={isAdmin} />
    </div>
  );

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={title} description={t('page.adminServices.description')} noIndex />
      <p>
        <Link to="/admin/services">{t('services.back')}</Link>
      </p>
      {service.isPending && (
        <p className={layout.status} role="status">
          {t('services.loading')}
        </p>
      )}
      {service.isError && (
        <>
          <h1>{t('page.adminServices.title')}</h1>
          <p className={adminPage.empty}>{t('services.notFound')}</p>
        </>
      )}
      {service.data && (
        <>
          <div className={adminPage.header}>
            <h1>{service.data.title}</h1>
            {isAdmin && (
              <button type="button" className={button.outline} aria-haspopup="dialog" onClick={() => setEditing(true)}>
                {t('services.edit')}
              </button>
            )}
          </div>
          <p>{service.data.description}</p>
          {!isAdmin && <p className={styles.readOnly}>{t('manage.readOnly')}</p>}
          <Tabs
            label={t('services.tabs')}
            tabs={[
              { id: 'features', label: t('services.tab.features'), panel: <FeaturesSection slug={slug} canManage={isAdmin} /> },
              { id: 'case-studies', label: t('services.tab.caseStudies'), panel: part('case-studies', caseStudyKind(slug)) },
              { id: 'testimonials', label: t('services.tab.testimonials'), panel: part('testimonials', testimonialKind(slug)) },
              { id: 'pricing', label: t('services.tab.pricing'), panel: part('pricing', pricingKind(slug)) },
            ]}
          />
          {editing && <ServiceDialog service={service.data} onClose={() => setEditing(false)} />}
        </>
      )}
    </section>
  );
}
