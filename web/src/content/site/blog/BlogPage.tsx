import { Suspense } from 'react';
import { t } from '../../../shared/i18n/messages';
import { lazyWithQueries } from '../../../shared/lib/lazyPage';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage';
import text from '../../../shared/ui/text.module.css';

const BlogPosts = lazyWithQueries(() => import('./BlogPosts'), 'BlogPosts');

/** /blog: the heading at once; the posts, filters and pages come with their section. */
export function BlogPage() {
  return (
    <section className={`${layout.page} ${layout.container}`} aria-labelledby="blog-title">
      <Seo title={t('page.blog.title')} description={t('page.blog.description')} />
      <h1 id="blog-title">{t('page.blog.title')}</h1>
      <p className={text.lead}>{t('blog.lead')}</p>
      <Suspense fallback={<StatusMessage>{t('blog.loading')}</StatusMessage>}>
        <BlogPosts />
      </Suspense>
    </section>
  );
}
