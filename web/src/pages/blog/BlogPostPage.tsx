import { Suspense } from 'react';
import { t } from '../../i18n/messages';
import { lazyWithQueries } from '../../lib/lazyPage';
import layout from '../../ui/layout.module.css';
import { StatusMessage } from '../../ui/StatusMessage';

const PostArticle = lazyWithQueries(() => import('./PostArticle'), 'PostArticle');
const PreviewArticle = lazyWithQueries(() => import('./PostArticle'), 'PreviewArticle');

/** /blog/{slug}: the post, its head tags and its markdown come with the article's section. */
export function BlogPostPage() {
  return (
    <div className={`${layout.page} ${layout.container}`}>
      <Suspense fallback={<StatusMessage>{t('post.loading')}</StatusMessage>}>
        <PostArticle />
      </Suspense>
    </div>
  );
}

/** /blog/preview/{token}: a draft or a pending change through a preview link, as its post page would show it. */
export function BlogPreviewPage() {
  return (
    <div className={`${layout.page} ${layout.container}`}>
      <Suspense fallback={<StatusMessage>{t('post.loading')}</StatusMessage>}>
        <PreviewArticle />
      </Suspense>
    </div>
  );
}
