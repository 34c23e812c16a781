import type { JsonSchema } from '../../../../shared/forms/contractRules';
import { FormField } from '../../../../shared/forms/FormField';
import { SubmitButton } from '../../../../shared/forms/SubmitButton';
import { useContractForm } from '../../../../shared/forms/useContractForm';
import { t } from '../../../../shared/i18n/messages';
import button from '../../../../shared/ui/button.module.css';
import fields from '../../../../shared/forms/Field.module.css';
import type { Post } from '../post';
import { formatScheduled, instantOf, localZone } from '../scheduleTime';
import { useReloadPosts } from './useEditorData';
import { schedulePost, useCancelSchedule } from './useSchedule';
import styles from './Review.module.css';
import { failureWithReason } from '../../../../shared/admin/refusal';

interface ScheduleValues {
  scheduledFor: string;
}

/**
 * The form's field is the browser's `datetime-local` text, turned into the contract's instant when sent; the
 * server checks the instant again (in the future, or 400).
 */
const body: JsonSchema = {
  type: 'object',
  required: ['scheduledFor'],
  properties: { scheduledFor: { type: 'string', minLength: 1, maxLength: 32 } },
};

/** The time chosen must be readable and still ahead. */
const inFuture = ({ scheduledFor }: ScheduleValues) => {
  const instant = instantOf(scheduledFor);
  return instant && new Date(instant).getTime() > Date.now()
    ? undefined
    : { fields: ['scheduledFor'] as const, message: t('schedule.inPast') };
};

/**
 * For an admin, beside Publish on an unpublished post: choose when it goes live (in their own time, the zone
 * named), or see when it will and cancel that.
 */
export function ScheduleControl({ post }: { post: Post }) {
  const reloadPosts = useReloadPosts();
  const cancel = useCancelSchedule();
  const { form, onSubmit, pending } = useContractForm<ScheduleValues, Post>({
    body,
    messages: { scheduledFor: t('schedule.when.invalid') },
    defaultValues: { scheduledFor: '' },
    precheck: { owns: ['scheduledFor'], check: inFuture },
    send: ({ scheduledFor }) => schedulePost(post.id, instantOf(scheduledFor)),
    successMessage: (scheduled) => t('schedule.done', { when: formatScheduled(scheduled.scheduledFor ?? '') }),
    failureMessage: (error) => failureWithReason(t('schedule.failed'), error),
    onSuccess: async () => {
      form.reset({ scheduledFor: '' });
      await reloadPosts();
    },
  });

  return (
    <section className={styles.actions} aria-labelledby="post-schedule">
      <h2 id="post-schedule">{t('schedule.title')}</h2>
      {post.scheduledFor ? (
        <div className={styles.buttons}>
          <p className={styles.scheduled}>{t('schedule.for', { when: formatScheduled(post.scheduledFor) })}</p>
          <button type="button" className={button.outline} disabled={cancel.isPending} onClick={() => cancel.mutate(post.id)}>
            {t('schedule.cancel')}
          </button>
        </div>
      ) : (
        <form className={fields.stack} onSubmit={onSubmit} noValidate aria-label={t('schedule.title')}>
          <FormField form={form} name="scheduledFor" label={t('schedule.when', { zone: localZone() })} type="datetime-local" />
          <div className={styles.buttons}>
            <SubmitButton label={t('schedule.submit')} pendingLabel={t('schedule.submitting')} pending={pending} />
          </div>
        </form>
      )}
    </section>
  );
}
