import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { lazyWithQueries } from '../../../shared/lib/lazyPage';
import layout from '../../../shared/ui/layout.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage';

const PostArticle = lazyWithQueries(() => import('./PostArticle'), 'PostArticle');
const PreviewArticle = lazyWithQueries(() => import('./PostArticle'), 'PreviewArticle');

/**
 * /blog/{slug}: the post, its head tags and its markdown come with the article's section. /blog/preview/{token}:
 * a draft or a pending change through a preview link, as its post page would show it.
 */
export function BlogPostPage() {
  const { token } = useParams();
  return (
    <div className={`${layout.page} ${layout.container}`}>
      <Suspense fallback={<StatusMessage>{t('post.loading')}</StatusMessage>}>
        {token === undefined ? <PostArticle /> : <PreviewArticle />}
      </Suspense>
    </div>
  );
}
