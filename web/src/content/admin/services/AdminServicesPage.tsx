import { Link } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import adminTable from '../../../shared/admin/adminTable.module.css';
import styles from '../manage/Manage.module.css';
import { TableFrame } from '../../../shared/admin/TableFrame';
import { useAdminServices } from './useServiceParts';

/** /admin/services: the six service pages, each with how many features, case studies, testimonials and tiers it has. */
export function AdminServicesPage() {
  const { data, isPending, isError } = useAdminServices();
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('page.adminServices.title')} description={t('page.adminServices.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('page.adminServices.title')}</h1>
      </div>
      <p className={styles.readOnly}>{t('page.adminServices.description')}</p>
      {isPending && (
        <p className={layout.status} role="status">
          {t('services.loading')}
        </p>
      )}
      {!isPending && isError && <p className={adminPage.empty}>{t('services.loadFailed')}</p>}
      {data && (
        <TableFrame label={t('services.table')}>
          <table className={adminTable.table}>
            <thead>
              <tr>
                <th scope="col">{t('services.column.service')}</th>
                <th scope="col">{t('services.column.shown')}</th>
                <th scope="col">{t('services.column.features')}</th>
                <th scope="col">{t('services.column.caseStudies')}</th>
                <th scope="col">{t('services.column.testimonials')}</th>
                <th scope="col">{t('services.column.pricingTiers')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((service) => (
                <tr key={service.id}>
                  <td className={styles.name}>
                    <Link to={`/admin/services/${service.slug}`} aria-label={t('services.manage', { name: service.title })}>
                      {service.title}
                    </Link>
                  </td>
                  <td>{service.active ? t('services.shown') : t('services.hidden')}</td>
                  <td>{service.featureCount}</td>
                  <td>{service.caseStudyCount}</td>
                  <td>{service.testimonialCount}</td>
                  <td>{service.pricingTierCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
