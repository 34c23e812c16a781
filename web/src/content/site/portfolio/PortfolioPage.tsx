import { Suspense } from 'react';
import { t } from '../../../shared/i18n/messages';
import { lazyWithQueries } from '../../../shared/lib/lazyPage';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage';

const Portfolio = lazyWithQueries(() => import('./Portfolio'), 'Portfolio');

/** /services/web-development/portfolio: the service's case study, testimonials and packages. */
export function PortfolioPage() {
  return (
    <div className={`${layout.page} ${layout.container}`}>
      <Seo title={t('page.portfolio.title')} description={t('page.portfolio.description')} />
      <Suspense fallback={<StatusMessage>{t('site.loading')}</StatusMessage>}>
        <Portfolio />
      </Suspense>
    </div>
  );
}
