import * as Dialog from '@radix-ui/react-dialog';
import * as messagingSchemas from '@agency/contracts/openapi/messaging.schemas';
import { FormField } from '../shared/forms/FormField';
import { useContractForm } from '../shared/forms/useContractForm';
import { t } from '../shared/i18n/messages';
import { fromZoneInput, toZoneInput, zoneAbbreviation, zoneLabel } from '../shared/lib/viewerTime';
import dialog from '../shared/ui/Dialog.module.css';
import { FormDialogBody } from '../shared/ui/FormDialog';
import { errorCodeOf, updateMeeting, useReloadTeamMeetings, type MeetingChange } from './meetingActions';
import type { Meeting } from './thread';

interface MeetingValues {
  title: string;
  scheduledAt: string;
  durationMinutes: number;
  videoUrl: string;
}

interface EditMeetingDialogProps {
  clientId: string;
  meeting: Meeting;
  open: boolean;
  onClose: () => void;
}

/** The team edits a meeting: title, date and time (in the viewer's zone), length and video link (https). */
export function EditMeetingDialog({ clientId, meeting, open, onClose }: EditMeetingDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        {open && <EditMeetingForm clientId={clientId} meeting={meeting} onClose={onClose} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditMeetingForm({ clientId, meeting, onClose }: Omit<EditMeetingDialogProps, 'open'>) {
  const reload = useReloadTeamMeetings(clientId);
  const { form, onSubmit, pending } = useContractForm<MeetingValues, Meeting, MeetingChange>({
    body: messagingSchemas.requestBodies.updateMeeting,
    messages: {
      title: t('chat.edit.title.invalid'),
      scheduledAt: t('chat.edit.when.invalid'),
      durationMinutes: t('chat.edit.length.invalid'),
      videoUrl: t('chat.edit.videoUrl.invalid'),
    },
    defaultValues: {
      title: meeting.title,
      scheduledAt: toZoneInput(meeting.scheduledAt),
      durationMinutes: meeting.durationMinutes,
      videoUrl: meeting.videoUrl ?? '',
    },
    precheck: {
      owns: ['scheduledAt'],
      check: ({ scheduledAt }) =>
        fromZoneInput(scheduledAt) ? undefined : { fields: ['scheduledAt'], message: t('chat.edit.when.invalid') },
    },
    send: (change) => updateMeeting(clientId, meeting.id, { ...change, scheduledAt: fromZoneInput(change.scheduledAt ?? '') }),
    successMessage: t('chat.edit.saved'),
    failureMessage: (error) => (errorCodeOf(error) === 'MESSAGING_SLOT_TAKEN' ? t('chat.edit.taken') : t('chat.edit.failed')),
    conflict: { field: 'scheduledAt', message: t('chat.edit.taken') },
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });

  // The zone's abbreviation at the time in the field: a summer call edited in winter is in MDT, not MST.
  const fieldMoment = fromZoneInput(form.watch('scheduledAt') ?? '');

  return (
    <FormDialogBody
      title={t('chat.edit.heading')}
      description={t('chat.edit.description', { zone: zoneLabel() })}
      onSubmit={onSubmit}
      pending={pending}
      cancelLabel={t('chat.edit.close')}
      label={t('chat.edit.save')}
      pendingLabel={t('chat.edit.saving')}
    >
      <FormField form={form} name="title" label={t('chat.edit.title')} autoComplete="off" />
      <FormField
        form={form}
        name="scheduledAt"
        label={t('chat.edit.when', { zone: zoneAbbreviation(undefined, new Date(fieldMoment ?? meeting.scheduledAt)) })}
        type="datetime-local"
        required
      />
      <FormField
        form={form}
        name="durationMinutes"
        label={t('chat.edit.length')}
        type="number"
        inputMode="numeric"
        registerOptions={{ valueAsNumber: true }}
      />
      <FormField
        form={form}
        name="videoUrl"
        label={t('chat.edit.videoUrl')}
        hint={t('chat.edit.videoUrl.hint')}
        type="url"
        autoComplete="off"
      />
    </FormDialogBody>
  );
}
