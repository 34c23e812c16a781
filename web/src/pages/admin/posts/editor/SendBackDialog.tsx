import * as Dialog from '@radix-ui/react-dialog';
import { requestBodies } from '@agency/contracts/openapi/content.schemas';
import { FormField } from '../../../../forms/FormField';
import { useContractForm } from '../../../../forms/useContractForm';
import { t } from '../../../../i18n/messages';
import dialog from '../../../../ui/Dialog.module.css';
import { DialogCloseButton } from '../../../../ui/DialogCloseButton';
import { DialogFooter } from '../../../../ui/DialogFooter';
import { DialogContent } from '../../../../ui/DialogContent';
import fields from '../../../../forms/Field.module.css';
import type { Post } from '../post';
import { useReloadPosts } from './useEditorData';
import { returnPost } from './useReview';
import { failureWithReason } from '../../refusal';

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
    <Dialog.Root open={open} onOpenChange={(next) => !next && !pending && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={dialog.content}>
          <Dialog.Title className={dialog.title}>{t('review.sendBack.title')}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{t('review.sendBack.description')}</Dialog.Description>
          <form className={fields.stack} onSubmit={onSubmit} noValidate aria-label={t('review.sendBack.title')}>
            <FormField form={form} name="comment" label={t('review.comment')} as="textarea" rows={5} />
            <DialogFooter
              cancelLabel={t('review.sendBack.cancel')}
              onCancel={close}
              label={t('review.sendBack.confirm')}
              pendingLabel={t('review.sendBack.sending')}
              pending={pending}
            />
          </form>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
