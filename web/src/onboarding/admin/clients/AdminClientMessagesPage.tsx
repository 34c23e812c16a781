import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { t, type TextKey } from '../../../shared/i18n/messages';
import { formatMonthlyPrice } from '../../../shared/lib/format';
import { notify } from '../../../shared/lib/notify';
import { formatMeetingMoment } from '../../../shared/lib/viewerTime';
import { TeamMeetingActions } from '../../../messaging/TeamMeetingActions';
import { FilesPanel } from '../../../messaging/FilesPanel';
import { ThreadMeetings } from '../../../messaging/ThreadMeetings';
import { ThreadPanel } from '../../../messaging/ThreadPanel';
import { useScheduleCall, useThread, type Thread } from '../../../messaging/useThread';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import { paymentPastDue } from '../../../payments/billing/billing';
import { DetailList } from '../../../shared/admin/DetailDialog';
import { packageLabel, type ClientDetail } from './clientLabels';
import { BackToClients, ClientRecordPage } from './ClientRecordPage';
import adminPage from '../../../shared/admin/adminPage.module.css';
import styles from './AdminClientMessagesPage.module.css';
import { failureWithReason } from '../../../shared/admin/refusal';

const checklist: readonly { label: TextKey; at: 'paymentCompletedAt' | 'contractSignedAt' | 'onboardingCompletedAt' }[] = [
  { label: 'client.step.payment', at: 'paymentCompletedAt' },
  { label: 'client.step.contractSigned', at: 'contractSignedAt' },
  { label: 'client.step.onboarding', at: 'onboardingCompletedAt' },
];

/** View Calendar's panel: the client's meetings (Schedule Call's among them), read when it opens, each with Edit and Cancel. */
function Calendar({ clientId, thread }: { clientId: string; thread: Thread }) {
  return (
    <section id="messages-calendar" aria-labelledby="messages-calendar-heading" className={styles.calendar}>
      <h3 id="messages-calendar-heading">{t('chat.meetings')}</h3>
      <ThreadMeetings thread={thread} actions={(meeting) => <TeamMeetingActions clientId={clientId} meeting={meeting} />} />
    </section>
  );
}

interface ClientSideProps {
  client: ClientDetail;
  thread: Thread;
  calendarOpen: boolean;
  onCalendarToggle: () => void;
}

/** The Files panel's picker, which Send File opens. */
const filesPickerId = 'client-files-picker';

function ClientSide({ client, thread, calendarOpen, onCalendarToggle }: ClientSideProps) {
  const files = useMemo(() => ({ side: 'team', clientId: client.id }) as const, [client.id]);
  return (
    <div className={styles.side}>
      <section className={adminPage.card} aria-labelledby="messages-details">
        <h2 id="messages-details">{t('messages.details')}</h2>
        <DetailList
          notGiven={t('client.notProvided')}
          details={[
            { label: t('client.business'), value: client.businessName },
            { label: t('client.contact'), value: client.contactName },
            { label: t('client.email'), value: <a href={`mailto:${client.email}`}>{client.email}</a> },
            { label: t('client.phone'), value: client.phone },
            { label: t('client.package'), value: packageLabel(client.package) },
            { label: t('client.amountPaid'), value: formatMonthlyPrice(client.monthlyPriceCents) },
          ]}
        />
      </section>

      <section className={adminPage.card} aria-labelledby="messages-status">
        <h2 id="messages-status">{t('messages.status')}</h2>
        <ul className={styles.checklist}>
          {checklist.map((step) => (
            <li key={step.at}>
              {step.at === 'paymentCompletedAt' && paymentPastDue(client.billing) ? (
                <>
                  <span>{t('client.step.paymentPastDue')}</span>
                  <span className={styles.notYet}>{t('messages.pastDue')}</span>
                </>
              ) : (
                <>
                  <span>{t(step.label)}</span>
                  {client[step.at] ? (
                    <span className={styles.done}>{t('messages.done')}</span>
                  ) : (
                    <span className={styles.notYet}>{t('messages.notYet')}</span>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={adminPage.card} aria-labelledby="messages-actions">
        <h2 id="messages-actions">{t('messages.quickActions')}</h2>
        <div className={styles.actions}>
          {client.phone ? (
            <a href={`tel:${client.phone}`} className={button.outline}>
              {t('messages.callClient')}
            </a>
          ) : (
            <button type="button" className={button.outline} disabled>
              {t('messages.callClient')}
            </button>
          )}
          {/* Spec 001 §2 does not show what Send File and View Calendar do: see docs/adr/0004-spec-choices.md. */}
          <button type="button" className={button.outline} onClick={() => document.getElementById(filesPickerId)?.click()}>
            {t('messages.sendFile')}
          </button>
          <button
            type="button"
            className={button.outline}
            aria-expanded={calendarOpen}
            aria-controls={calendarOpen ? 'messages-calendar' : undefined}
            onClick={onCalendarToggle}
          >
            {t('messages.viewCalendar')}
          </button>
        </div>
        {calendarOpen && <Calendar clientId={client.id} thread={thread} />}
      </section>

      <div className={adminPage.card}>
        <FilesPanel of={files} inputId={filesPickerId} />
      </div>
    </div>
  );
}

/**
 * Schedule Call: a 30-minute 'Scheduled Call' at the next working slot of the team's hours, its time said in the
 * viewer's zone (Edit under View Calendar moves it); and Start Video Call.
 */
function HeaderActions({ clientId }: { clientId: string }) {
  const schedule = useScheduleCall(clientId);
  const scheduleCall = () =>
    schedule.mutate(undefined, {
      onSuccess: (meeting) => notify.success(t('messages.scheduled', { when: formatMeetingMoment(meeting.scheduledAt) })),
      onError: (error) => notify.error(failureWithReason(t('messages.scheduleFailed'), error)),
    });
  return (
    <div className={styles.buttons}>
      <button type="button" className={button.primary} onClick={scheduleCall} disabled={schedule.isPending}>
        {schedule.isPending ? t('messages.scheduling') : t('messages.scheduleCall')}
      </button>
      {/* Spec 001 §2 does not show what Start Video Call does: see docs/adr/0004-spec-choices.md. */}
      <button type="button" className={button.outline} onClick={() => notify.success(t('messages.videoCall.soon'))}>
        {t('messages.videoCall')}
      </button>
    </div>
  );
}

/**
 * The client's messages, once the client is read: its details, checklist and quick actions beside its
 * thread with the team, kept live. Opening it, and each client message arriving in view, marks the
 * client's messages read by the team.
 */
function ClientMessages({ client }: { client: ClientDetail }) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const thread = useThread({ side: 'team', clientId: client.id, withMeetings: calendarOpen });
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo
        title={`${t('page.clientMessages.title')}: ${client.businessName}`}
        description={t('page.clientMessages.description')}
        noIndex
      />
      <BackToClients />
      <div className={adminPage.header}>
        <div>
          <h1>{client.businessName}</h1>
          <p className={text.muted}>{t('page.clientMessages.title')}</p>
        </div>
        <HeaderActions clientId={client.id} />
      </div>
      <div className={styles.columns}>
        <ClientSide
          client={client}
          thread={thread}
          calendarOpen={calendarOpen}
          onCalendarToggle={() => setCalendarOpen((open) => !open)}
        />
        <section className={`${adminPage.card} ${styles.thread}`} aria-labelledby="messages-thread">
          <ThreadPanel
            thread={thread}
            header={<h2 id="messages-thread">{t('chat.team.heading', { count: thread.messages.length })}</h2>}
            recipient={client.contactName || client.businessName}
          />
        </section>
      </div>
    </section>
  );
}

/**
 * /admin/clients/{clientId}/messages (spec 001 §2, §4): the client's details, checklist and quick
 * actions beside its thread with the team, which is kept live; each team message says 'Sent' or 'Read',
 * and the latest the client has read when ('Seen').
 */
export function AdminClientMessagesPage() {
  const { clientId = '' } = useParams();
  return (
    <ClientRecordPage clientId={clientId} loading={t('messages.loading')} description={t('page.clientMessages.description')}>
      {(client) => <ClientMessages client={client} />}
    </ClientRecordPage>
  );
}
