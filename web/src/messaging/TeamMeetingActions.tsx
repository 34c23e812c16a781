import { useState } from 'react';
import { t } from '../shared/i18n/messages';
import { notify } from '../shared/lib/notify';
import button from '../shared/ui/button.module.css';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import styles from './Booking.module.css';
import { EditMeetingDialog } from './EditMeetingDialog';
import { useCancelMeeting } from './meetingActions';
import type { Meeting } from './thread';

/** Under each of a client's meetings on the team's calendar: Edit and Cancel, or that it was cancelled. */
export function TeamMeetingActions({ clientId, meeting }: { clientId: string; meeting: Meeting }) {
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelMeeting(clientId);
  if (meeting.status === 'cancelled') return <p className={styles.reason}>{t('chat.meeting.cancelled')}</p>;

  function confirmCancel() {
    cancel.mutate(meeting.id, {
      onSuccess: () => notify.success(t('chat.meeting.cancelDone')),
      onError: () => notify.error(t('chat.meeting.cancelFailed')),
      onSettled: () => setCancelling(false),
    });
  }

  return (
    <div className={styles.meetingActions}>
      <button
        type="button"
        className={button.outline}
        onClick={() => setEditing(true)}
        aria-label={t('chat.meeting.editLabel', { title: meeting.title })}
      >
        {t('chat.meeting.edit')}
      </button>
      <button
        type="button"
        className={button.outline}
        onClick={() => setCancelling(true)}
        aria-label={t('chat.meeting.cancelLabel', { title: meeting.title })}
      >
        {t('chat.meeting.cancel')}
      </button>
      <EditMeetingDialog clientId={clientId} meeting={meeting} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={cancelling}
        question={t('chat.meeting.cancelQuestion')}
        detail={t('chat.meeting.cancelDetail')}
        confirmLabel={t('chat.meeting.cancelConfirm')}
        cancelLabel={t('chat.meeting.keep')}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(false)}
      />
    </div>
  );
}
