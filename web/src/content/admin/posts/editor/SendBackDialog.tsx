import { requestBodies } from '@agency/contracts/openapi/content.schemas';
import { FormField } from '../../../../shared/forms/FormField';
import { useContractForm } from '../../../../shared/forms/useContractForm';
import { t } from '../../../../shared/i18n/messages';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import type { Post } from '../post';
import { useReloadPosts } from './useEditorData';
import { returnPost } from './useReview';
import { failureWithReason } from '../../../../shared/admin/refusal';

const body = requestBodies.returnPost;

interface SendBackValues {
  comment: string;
}

interface SendBackDialogProps {
  postId: string;
  open: boolean;
  onClose: () => void;
  /** After the post went back: the editor leaves it. */
  onSentBack: (post: Post) => void;
}

/** Send Back: the admin's comment (required, up to the contract's length) goes to the writer with the post. */
export function SendBackDialog({ postId, open, onClose, onSentBack }: SendBackDialogProps) {
  const reloadPosts = useReloadPosts();
  const { form, onSubmit, pending } = useContractForm<SendBackValues, Post>({
    body,
    messages: { comment: t('review.comment.invalid', { max: body.properties.comment.maxLength }) },
    verbatim: ['comment'],
    defaultValues: { comment: '' },
    send: ({ comment }) => returnPost(postId, comment),
    successMessage: t('review.sentBack'),
    failureMessage: (error) => failureWithReason(t('review.sendBackFailed'), error),
    onSuccess: async (post) => {
      await reloadPosts();
      onSentBack(post);
    },
  });

  const close = () => {
    form.reset({ comment: '' });
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('review.sendBack.title')}
      description={t('review.sendBack.description')}
      onSubmit={onSubmit}
      pending={pending}
      cancelLabel={t('review.sendBack.cancel')}
      label={t('review.sendBack.confirm')}
      pendingLabel={t('review.sendBack.sending')}
    >
      <FormField form={form} name="comment" label={t('review.comment')} as="textarea" rows={5} />
    </FormDialog>
  );
}
