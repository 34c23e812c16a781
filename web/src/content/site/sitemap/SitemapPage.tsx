import { Suspense } from 'react';
import { t } from '../../../shared/i18n/messages';
import { lazyWithQueries } from '../../../shared/lib/lazyPage';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage';
import text from '../../../shared/ui/text.module.css';

const SiteMapSections = lazyWithQueries(() => import('./SiteMapSections'), 'SiteMapSections');

/** /sitemap: every page and post, for people (crawlers read /sitemap.xml). */
export function SitemapPage() {
  return (
    <section className={`${layout.page} ${layout.container}`} aria-labelledby="sitemap-title">
      <Seo title={t('page.sitemap.title')} description={t('page.sitemap.description')} />
      <h1 id="sitemap-title">{t('page.sitemap.title')}</h1>
      <p className={text.lead}>{t('sitemap.lead')}</p>
      <Suspense fallback={<StatusMessage>{t('site.loading')}</StatusMessage>}>
        <SiteMapSections />
      </Suspense>
    </section>
  );
}
