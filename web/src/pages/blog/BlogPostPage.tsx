import { Suspense } from 'react';
import { t } from '../../i18n/messages';
import { lazyWithQueries } from '../../lib/lazyPage';
import layout from '../../ui/layout.module.css';
import { StatusMessage } from '../../ui/StatusMessage';

const PostArticle = lazyWithQueries(() => import('./PostArticle'), 'PostArticle');

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
