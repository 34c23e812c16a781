import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { ApiError } from '../../../shared/api/expectOk';
import { FormField } from '../../../shared/forms/FormField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { t } from '../../../shared/i18n/messages';
import { FormDialog } from '../../../shared/ui/FormDialog';
import type { ClientDetail } from './clientLabels';
import { completeProject, reopenProject, type ProjectNote } from './useClientRecord';
import { useReloadClients } from './useClients';
import { failureWithReason } from '../../../shared/admin/refusal';

/** Completing and reopening, each with its words; both take the same note. */
const actions = {
  complete: {
    send: completeProject,
    title: 'client.project.complete',
    description: 'client.project.complete.description',
    pending: 'client.project.completing',
    done: 'client.project.completed',
    failed: 'client.project.completeFailed',
  },
  reopen: {
    send: reopenProject,
    title: 'client.project.reopen',
    description: 'client.project.reopen.description',
    pending: 'client.project.reopening',
    done: 'client.project.reopened',
    failed: 'client.project.reopenFailed',
  },
} as const;

type ProjectAction = keyof typeof actions;

const body = onboardingSchemas.requestBodies.completeProject;
const emptyNote: ProjectNote = { note: '' };

/** Someone completed or reopened the project since the page was read (409). */
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

interface ProjectCompletionDialogProps {
  client: ClientDetail;
  action: ProjectAction;
  open: boolean;
  onClose: () => void;
}

/** Mark Project Completed or Reopen Project, with a note; the list, counts and page are read again. */
export function ProjectCompletionDialog({ client, action, open, onClose }: ProjectCompletionDialogProps) {
  const words = actions[action];
  const reloadClients = useReloadClients();
  const { form, onSubmit, pending } = useContractForm<ProjectNote, ClientDetail>({
    body,
    messages: { note: t('client.project.noteField.invalid') },
    defaultValues: emptyNote,
    send: (note) => words.send(client.id, note),
    successMessage: t(words.done),
    failureMessage: (error) => (isConflict(error) ? t('client.project.conflict') : failureWithReason(t(words.failed), error)),
    onSuccess: async () => {
      await reloadClients();
      close();
    },
    onFailure: (error) => {
      if (isConflict(error)) {
        void reloadClients();
        close();
      }
    },
  });

  function close() {
    form.reset(emptyNote);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t(words.title)}
      description={t(words.description)}
      onSubmit={onSubmit}
      pending={pending}
      cancelLabel={t('clients.cancel')}
      label={t(words.title)}
      pendingLabel={t(words.pending)}
    >
      <FormField form={form} name="note" label={t('client.project.noteField')} as="textarea" rows={4} required={false} />
    </FormDialog>
  );
}
