import { useMutation } from '@tanstack/react-query';
import { contentApi } from '../../../../shared/api/clients';
import { expectOk } from '../../../../shared/api/expectOk';
import { t } from '../../../../shared/i18n/messages';
import { notify } from '../../../../shared/lib/notify';
import { useReloadPosts } from './useEditorData';
import { failureWithReason } from '../../../../shared/admin/refusal';

/** A member's draft goes to review. */
export const submitPost = (postId: string) =>
  expectOk(contentApi.POST('/admin/posts/{postId}/submit', { params: { path: { postId } } }));

/** An admin sends what is in review back to its writer, with why. */
export const returnPost = (postId: string, comment: string) =>
  expectOk(contentApi.POST('/admin/posts/{postId}/return', { params: { path: { postId } }, body: { comment } }));

/**
 * An admin publishes a post in review, or a published post's pending change; then `onPublished`. It runs
 * with the mutation, not with the button's component, which the reloaded post (no longer in review) removes.
 */
export function usePublishPost(onPublished: () => void) {
  const reloadPosts = useReloadPosts();
  return useMutation({
    mutationFn: (postId: string) => expectOk(contentApi.POST('/admin/posts/{postId}/publish', { params: { path: { postId } } })),
    onSuccess: async () => {
      notify.success(t('review.published'));
      await reloadPosts();
      onPublished();
    },
    onError: (error) => notify.error(failureWithReason(t('review.publishFailed'), error)),
  });
}
