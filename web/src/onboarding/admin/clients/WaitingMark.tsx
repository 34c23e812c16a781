import { t } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import button from '../../../shared/ui/button.module.css';
import { waitingStepLabel, type ClientSummary } from './clientLabels';
import { useSendReminder } from './useSendReminder';
import styles from './WaitingMark.module.css';

/**
 * Under a client's status in the list: for a client waiting too long at one onboarding step, the step and the
 * days ('Waiting at Payment · 5 days') with Send reminder; and when the last reminder went, whoever it was for.
 */
export function WaitingMark({ client }: { client: ClientSummary }) {
  const { waiting, lastReminderAt } = client;
  const stuck = waiting?.stuck ? waiting : null;
  if (!stuck && !lastReminderAt) return null;
  return (
    <span className={styles.mark}>
      {stuck && (
        <span className={styles.waiting}>
          {stuck.days === 1
            ? t('clients.waiting.day', { step: waitingStepLabel(stuck.step) })
            : t('clients.waiting.days', { step: waitingStepLabel(stuck.step), days: stuck.days })}
        </span>
      )}
      {lastReminderAt && (
        <span className={styles.reminded}>{t('clients.reminder.last', { date: formatDate(lastReminderAt, 'short') })}</span>
      )}
      {stuck && <SendReminder client={client} />}
    </span>
  );
}

function SendReminder({ client }: { client: ClientSummary }) {
  const send = useSendReminder(client);
  return (
    <button
      type="button"
      className={`${button.outline} ${styles.send}`}
      aria-label={t('clients.reminder.sendTo', { name: client.businessName })}
      disabled={send.isPending}
      onClick={() => send.mutate()}
    >
      {send.isPending ? t('clients.reminder.sending') : t('clients.reminder.send')}
    </button>
  );
}
