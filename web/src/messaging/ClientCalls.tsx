import { useState } from 'react';
import { t } from '../shared/i18n/messages';
import { formatMeetingMoment } from '../shared/lib/viewerTime';
import { notify } from '../shared/lib/notify';
import button from '../shared/ui/button.module.css';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import styles from './Booking.module.css';
import { BookCallDialog } from './BookCallDialog';
import { errorCodeOf, useCancelBooking } from './meetingActions';
import { upcoming, useNow } from './meetings';
import type { Meeting } from './thread';
import type { Thread } from './useThread';

/**
 * The client's quick actions for calls: Schedule Call opens the booking dialog; Join Meeting opens the next
 * meeting's video link in a new tab, or is disabled with the reason beside it.
 */
export function ClientCallActions({ thread }: { thread: Thread }) {
  const [booking, setBooking] = useState(false);
  const now = useNow(true);
  const next = upcoming(thread.meetings, now)[0];
  return (
    <>
      <button type="button" className={button.primary} onClick={() => setBooking(true)}>
        {t('dashboard.scheduleCall')}
      </button>
      {next?.videoUrl ? (
        <a className={button.outline} href={next.videoUrl} target="_blank" rel="noopener noreferrer">
          {t('dashboard.joinMeeting')}
        </a>
      ) : (
        <div>
          <button type="button" className={button.outline} disabled aria-describedby="join-meeting-reason">
            {t('dashboard.joinMeeting')}
          </button>
          <p id="join-meeting-reason" className={styles.reason}>
            {next ? t('chat.join.noLink') : t('chat.join.noMeeting')}
          </p>
        </div>
      )}
      <BookCallDialog open={booking} onClose={() => setBooking(false)} />
    </>
  );
}

/** Under each of the client's meetings: Join when it has a link, and Reschedule and Cancel for a call it booked. */
export function ClientMeetingActions({ meeting }: { meeting: Meeting }) {
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelBooking();
  const when = formatMeetingMoment(meeting.scheduledAt);
  if (!meeting.videoUrl && meeting.bookedBy !== 'client') return null;

  function confirmCancel() {
    cancel.mutate(meeting.id, {
      onSuccess: () => notify.success(t('chat.booking.cancelled')),
      onError: (error) =>
        notify.error(
          errorCodeOf(error) === 'MESSAGING_BOOKING_NOTICE_PASSED' ? t('chat.booking.tooLate') : t('chat.booking.cancelFailed'),
        ),
      onSettled: () => setCancelling(false),
    });
  }

  return (
    <div className={styles.meetingActions}>
      {meeting.videoUrl && (
        <a className={button.outline} href={meeting.videoUrl} target="_blank" rel="noopener noreferrer">
          {t('chat.meeting.join', { title: meeting.title })}
        </a>
      )}
      {meeting.bookedBy === 'client' && (
        <>
          <button
            type="button"
            className={button.outline}
            onClick={() => setMoving(true)}
            aria-label={t('chat.booking.rescheduleLabel', { when })}
          >
            {t('chat.booking.reschedule')}
          </button>
          <button
            type="button"
            className={button.outline}
            onClick={() => setCancelling(true)}
            aria-label={t('chat.booking.cancelLabel', { when })}
          >
            {t('chat.booking.cancel')}
          </button>
          <BookCallDialog open={moving} onClose={() => setMoving(false)} meeting={meeting} />
          <ConfirmDialog
            open={cancelling}
            question={t('chat.booking.cancelQuestion')}
            detail={t('chat.booking.cancelDetail', { when })}
            confirmLabel={t('chat.booking.cancelConfirm')}
            cancelLabel={t('chat.booking.keep')}
            pending={cancel.isPending}
            onConfirm={confirmCancel}
            onCancel={() => setCancelling(false)}
          />
        </>
      )}
    </div>
  );
}

/** For `ThreadMeetings`' `actions`. */
export const clientMeetingActions = (meeting: Meeting) => <ClientMeetingActions meeting={meeting} />;
