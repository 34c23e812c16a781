import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { contentApi } from '../../../../shared/api/clients';
import { contentKeys } from '../../../contentKeys';
import { expectOk } from '../../../../shared/api/expectOk';
import { t } from '../../../../shared/i18n/messages';
import { notify } from '../../../../shared/lib/notify';
import { useReloadPosts } from './useEditorData';
import { failureWithReason } from '../../../../shared/admin/refusal';

/** How many versions the Revisions panel lists at a time. */
export const versionsPerPage = 10;

/** One page of the post's saved versions, newest first. */
export function usePostVersions(postId: string, page: number) {
  return useQuery({
    queryKey: contentKeys.adminPosts.versionPage(postId, page),
    queryFn: ({ signal }) =>
      expectOk(
        contentApi.GET('/admin/posts/{postId}/versions', {
          params: { path: { postId }, query: { page, limit: versionsPerPage } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One version with its fields (a version never changes once saved). */
export function usePostVersion(postId: string, versionId: string | undefined) {
  return useQuery({
    queryKey: contentKeys.adminPosts.version(postId, versionId ?? ''),
    queryFn: ({ signal }) =>
      expectOk(
        contentApi.GET('/admin/posts/{postId}/versions/{versionId}', {
          params: { path: { postId, versionId: versionId! } },
          signal,
        }),
      ),
    enabled: versionId !== undefined,
    staleTime: Infinity,
  });
}

/** Restore: the version's fields become a new save (a member's of a published post goes to review). */
export function useRestoreVersion(postId: string) {
  const reloadPosts = useReloadPosts();
  return useMutation({
    mutationFn: (versionId: string) =>
      expectOk(
        contentApi.POST('/admin/posts/{postId}/versions/{versionId}/restore', { params: { path: { postId, versionId } } }),
      ),
    onSuccess: (post) => {
      notify.success(t(post.revisionStatus === 'in_review' ? 'revisions.restoredForReview' : 'revisions.restored'));
      return reloadPosts();
    },
    onError: (error) => notify.error(failureWithReason(t('revisions.restoreFailed'), error)),
  });
}
