import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '../../../../shared/api/clients';
import { contentKeys } from '../../../contentKeys';
import { expectOk } from '../../../../shared/api/expectOk';
import { t } from '../../../../shared/i18n/messages';
import { notify } from '../../../../shared/lib/notify';
import { failureWithReason } from '../../../../shared/admin/refusal';

/** The post's preview links that still work. */
export function usePreviewLinks(postId: string) {
  return useQuery({
    queryKey: contentKeys.adminPosts.previewLinks(postId),
    queryFn: ({ signal }) =>
      expectOk(contentApi.GET('/admin/posts/{postId}/preview-links', { params: { path: { postId } }, signal })),
  });
}

/** Makes a link that works for `days` days; its address is in the answer, once. */
export const createPreviewLink = (postId: string, days: number) =>
  expectOk(contentApi.POST('/admin/posts/{postId}/preview-links', { params: { path: { postId } }, body: { days } }));

export function useReloadPreviewLinks(postId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.adminPosts.previewLinks(postId) });
}

/** Revoke: the link's address answers as an unknown one from now on. */
export function useRevokePreviewLink(postId: string) {
  const reload = useReloadPreviewLinks(postId);
  return useMutation({
    mutationFn: (linkId: string) =>
      expectOk(contentApi.DELETE('/admin/posts/{postId}/preview-links/{linkId}', { params: { path: { postId, linkId } } })),
    onSuccess: () => {
      notify.success(t('previewLinks.revoked'));
      return reload();
    },
    onError: (error) => notify.error(failureWithReason(t('previewLinks.revokeFailed'), error)),
  });
}
