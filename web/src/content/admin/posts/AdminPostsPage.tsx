import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import adminPage from '../../../shared/admin/adminPage.module.css';
import { Pagination } from '../../../shared/admin/Pagination';
import { PostList } from './PostList';
import { PostStatusFilter } from './PostStatusFilter';
import type { PostStatus } from './postStatus';
import { POSTS_PAGE_SIZE, usePostPage } from './usePosts';

/** 'Manage Blog Posts': every post, drafts included, a page at a time. */
export function AdminPostsPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PostStatus | undefined>();
  const { data, isPending, isError, isPlaceholderData } = usePostPage(page, status);

  // Deleting the last post of the last page leaves it empty: step back to one that has posts.
  if (data && !isPlaceholderData && data.items.length === 0 && page > 1) setPage(page - 1);

  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('posts.title')} description={t('posts.description')} noIndex />
      <div className={adminPage.header}>
        <div>
          <h1>{t('posts.title')}</h1>
          {data && <p className={text.muted}>{t('posts.total', { count: data.total })}</p>}
        </div>
        <Link to="/admin/posts/new" className={button.primary}>
          {t('posts.new')}
        </Link>
      </div>
      <PostStatusFilter
        status={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <PostList posts={data?.items} isPending={isPending} isError={isError} />
      {data && <Pagination page={page} total={data.total} pageSize={POSTS_PAGE_SIZE} onPageChange={setPage} />}
    </section>
  );
}
