import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { t, type TextKey } from '../shared/i18n/messages';
import { notify } from '../shared/lib/notify';
import { dayKeyOf, formatClock, formatMeetingMoment, formatWeekday, zoneLabel } from '../shared/lib/viewerTime';
import dialog from '../shared/ui/Dialog.module.css';
import { DialogCloseButton } from '../shared/ui/DialogCloseButton';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { DialogContent } from '../shared/ui/DialogContent';
import styles from './Booking.module.css';
import { errorCodeOf, useBookCall, useBookingSlots, type BookingSlot } from './meetingActions';
import type { Meeting } from './thread';

interface BookCallDialogProps {
  open: boolean;
  onClose: () => void;
  /** The client's own booked call to move; none to book a new one. */
  meeting?: Meeting;
}

/** What the client is told when the service refuses the time, by the refusal's code. */
const refusals: Record<string, TextKey> = {
  MESSAGING_SLOT_TAKEN: 'chat.book.taken',
  MESSAGING_BOOKING_OVERLAPS: 'chat.book.overlaps',
  MESSAGING_BOOKING_LIMIT_REACHED: 'chat.book.limit',
};

/** The slots by the viewer's local day, in order. */
function byDay(slots: readonly BookingSlot[]): [string, BookingSlot[]][] {
  const days = new Map<string, BookingSlot[]>();
  for (const slot of slots) {
    const key = dayKeyOf(slot.startsAt);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days];
}

/**
 * The client books a call (or moves its own): the days with a free slot, then that day's times, all in the
 * viewer's time zone; native radio buttons, so arrows move between days and times from the keyboard.
 */
export function BookCallDialog({ open, onClose, meeting }: BookCallDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        {open && <BookCallContent onClose={onClose} meeting={meeting} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BookCallContent({ onClose, meeting }: Omit<BookCallDialogProps, 'open'>) {
  const slots = useBookingSlots(true);
  const book = useBookCall(meeting?.id);
  const [day, setDay] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const days = byDay(slots.data?.slots ?? []);
  const shownDay = day ?? days[0]?.[0];
  const times = days.find(([key]) => key === shownDay)?.[1] ?? [];
  const title = meeting ? t('chat.book.moveTitle') : t('chat.book.title');

  function submit() {
    if (!chosen) return;
    book.mutate(chosen, {
      onSuccess: () => {
        notify.success(t(meeting ? 'chat.book.moved' : 'chat.book.booked', { when: formatMeetingMoment(chosen) }));
        onClose();
      },
      onError: (error) => {
        notify.error(t(refusals[errorCodeOf(error) ?? ''] ?? 'chat.book.failed'));
        setChosen(undefined);
      },
    });
  }

  return (
    <DialogContent className={dialog.content} aria-describedby="book-call-description">
      <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
      <Dialog.Description id="book-call-description" className={dialog.description}>
        {t('chat.book.description', { zone: zoneLabel() })}
      </Dialog.Description>
      {slots.isPending ? (
        <p className={styles.muted}>{t('chat.book.loading')}</p>
      ) : slots.isError ? (
        <p className={styles.muted}>{t('chat.book.loadFailed')}</p>
      ) : days.length === 0 ? (
        <p className={styles.muted}>{t('chat.book.none')}</p>
      ) : (
        <>
          <fieldset className={styles.choices}>
            <legend>{t('chat.book.day')}</legend>
            {days.map(([key, daySlots]) => (
              <label key={key} className={styles.choice}>
                <input
                  type="radio"
                  name="book-call-day"
                  value={key}
                  checked={key === shownDay}
                  onChange={() => {
                    setDay(key);
                    setChosen(undefined);
                  }}
                />
                <span>{formatWeekday(daySlots[0]!.startsAt)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend>{t('chat.book.time')}</legend>
            {times.map((slot) => (
              <label key={slot.startsAt} className={styles.choice}>
                <input
                  type="radio"
                  name="book-call-time"
                  value={slot.startsAt}
                  checked={slot.startsAt === chosen}
                  onChange={() => setChosen(slot.startsAt)}
                />
                <span>{formatClock(slot.startsAt)}</span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      <DialogFooter
        cancelLabel={t('chat.book.close')}
        label={meeting ? t('chat.book.move') : t('chat.book.submit')}
        pendingLabel={t('chat.book.booking')}
        pending={book.isPending}
        disabled={!chosen}
        onConfirm={submit}
      />
      <DialogCloseButton />
    </DialogContent>
  );
}
