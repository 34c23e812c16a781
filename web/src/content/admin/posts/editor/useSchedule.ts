import { useMutation } from '@tanstack/react-query';
import { contentApi } from '../../../../shared/api/clients';
import { expectOk } from '../../../../shared/api/expectOk';
import { t } from '../../../../shared/i18n/messages';
import { notify } from '../../../../shared/lib/notify';
import { useReloadPosts } from './useEditorData';
import { failureWithReason } from '../../../../shared/admin/refusal';

/** Sets when an unpublished post goes live, or with null cancels that. */
export const schedulePost = (postId: string, scheduledFor: string | null) =>
  expectOk(contentApi.PUT('/admin/posts/{postId}/schedule', { params: { path: { postId } }, body: { scheduledFor } }));

/** Cancel: the post stays a draft until someone publishes or schedules it again. */
export function useCancelSchedule() {
  const reloadPosts = useReloadPosts();
  return useMutation({
    mutationFn: (postId: string) => schedulePost(postId, null),
    onSuccess: () => {
      notify.success(t('schedule.cancelled'));
      return reloadPosts();
    },
    onError: (error) => notify.error(failureWithReason(t('schedule.cancelFailed'), error)),
  });
}
