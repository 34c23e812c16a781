import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../../../shared/api/clients';
import { contentKeys } from '../../contentKeys';
import { expectOk } from '../../../shared/api/expectOk';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import type { PostStatus } from './postStatus';
import { failureWithReason } from '../../../shared/admin/refusal';

/** The dashboard's table (spec §9). */
export const RECENT_POSTS = 5;
export const POSTS_PAGE_SIZE = 20;

const listPosts = (limit: number, page = 1, status?: PostStatus) =>
  expectOk(contentApi.GET('/admin/posts', { params: { query: { limit, page, ...(status && { status }) } } }));

/** How many posts waiting for review the dashboard's card lists. */
const REVIEW_QUEUE_SIZE = 5;

/** The latest posts by creation time, drafts included. */
export function useRecentPosts() {
  const query = useQuery({ queryKey: contentKeys.adminPosts.recent, queryFn: () => listPosts(RECENT_POSTS) });
  useFailureToast(query, t('posts.recentFailed'));
  return query;
}

/** The posts waiting for an admin's review, the longest waiting first. */
export function useReviewQueue({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: contentKeys.adminPosts.reviewQueue,
    queryFn: () => listPosts(REVIEW_QUEUE_SIZE, 1, 'in_review'),
    enabled,
  });
}

/** One page of every post (or of those with one status), newest created first. */
export function usePostPage(page: number, status?: PostStatus) {
  const query = useQuery({
    queryKey: contentKeys.adminPosts.page(page, status),
    queryFn: () => listPosts(POSTS_PAGE_SIZE, page, status),
    placeholderData: keepPreviousData,
  });
  useFailureToast(query, t('posts.fetchFailed'));
  return query;
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, published }: { postId: string; published: boolean }) =>
      expectOk(contentApi.PUT('/admin/posts/{postId}/published', { params: { path: { postId } }, body: { published } })),
    onSuccess: (_post, { published }) => {
      notify.success(t(published ? 'posts.published' : 'posts.unpublished'));
      return queryClient.invalidateQueries({ queryKey: contentKeys.adminPosts.all });
    },
    onError: (error) => notify.error(failureWithReason(t('posts.updateFailed'), error)),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => expectOk(contentApi.DELETE('/admin/posts/{postId}', { params: { path: { postId } } })),
    onSuccess: () => {
      notify.success(t('posts.deleted'));
      return queryClient.invalidateQueries({ queryKey: contentKeys.adminPosts.all });
    },
    onError: (error) => notify.error(failureWithReason(t('posts.deleteFailed'), error)),
  });
}
