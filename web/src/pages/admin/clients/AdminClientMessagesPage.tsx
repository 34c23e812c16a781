import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoment } from '../../../lib/format';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { expectOk } from '../../../api/expectOk';
import { messagingApi } from '../../../api/messagingClient';
import { t, type TextKey } from '../../../i18n/messages';
import { notify } from '../../../lib/notify';
import { MeetingList } from '../../../messaging/MeetingList';
import { MessageComposer } from '../../../messaging/MessageComposer';
import { MessageList } from '../../../messaging/MessageList';
import { lastSeen, type Message } from '../../../messaging/thread';
import { useLiveThread, useMarkRead } from '../../../messaging/useLiveThread';
import { Seo } from '../../../seo/Seo';
import button from '../../../ui/button.module.css';
import layout from '../../../ui/layout.module.css';
import text from '../../../ui/text.module.css';
import { DetailList } from '../DetailDialog';
import { formatAmount } from '../paymentStatus/paymentStatus';
import { packageLabel, type ClientDetail } from './clientLabels';
import { BackToClients, ClientRecordPage } from './ClientRecordPage';
import adminPage from '../adminPage.module.css';
import styles from './AdminClientMessagesPage.module.css';

const checklist: readonly { label: TextKey; at: 'paymentCompletedAt' | 'contractSignedAt' | 'onboardingCompletedAt' }[] = [
  { label: 'client.step.payment', at: 'paymentCompletedAt' },
  { label: 'client.step.contractSigned', at: 'contractSignedAt' },
  { label: 'client.step.onboarding', at: 'onboardingCompletedAt' },
];

const threadKey = (clientId: string) => ['messaging', 'team', clientId, 'messages'] as const;
const meetingsKey = (clientId: string) => ['messaging', 'team', clientId, 'meetings'] as const;

/** View Calendar's panel: the client's meetings (Schedule Call's among them), read when it opens. */
function Calendar({ clientId }: { clientId: string }) {
  const meetings = useQuery({
    queryKey: meetingsKey(clientId),
    queryFn: () => expectOk(messagingApi.GET('/admin/clients/{clientId}/meetings', { params: { path: { clientId } } })),
  });
  return (
    <section id="messages-calendar" aria-labelledby="messages-calendar-heading" className={styles.calendar}>
      <h3 id="messages-calendar-heading">{t('messages.calendar')}</h3>
      {meetings.isPending ? (
        <p className={text.muted}>{t('messages.calendar.loading')}</p>
      ) : meetings.isError ? (
        <p className={text.muted}>{t('messages.calendar.failed')}</p>
      ) : (
        <MeetingList meetings={meetings.data.meetings} empty={t('messages.calendar.none')} />
      )}
    </section>
  );
}

function ClientSide({ client }: { client: ClientDetail }) {
  const [calendarOpen, setCalendarOpen] = useState(false);
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
            { label: t('client.amountPaid'), value: formatAmount(client.amountPaid ?? 0) },
          ]}
        />
      </section>

      <section className={adminPage.card} aria-labelledby="messages-status">
        <h2 id="messages-status">{t('messages.status')}</h2>
        <ul className={styles.checklist}>
          {checklist.map((step) => (
            <li key={step.at}>
              <span>{t(step.label)}</span>
              {client[step.at] ? (
                <span className={styles.done}>{t('messages.done')}</span>
              ) : (
                <span className={styles.notYet}>{t('messages.notYet')}</span>
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
          <button type="button" className={button.outline} onClick={() => notify.success(t('messages.sendFile.soon'))}>
            {t('messages.sendFile')}
          </button>
          <button
            type="button"
            className={button.outline}
            aria-expanded={calendarOpen}
            aria-controls={calendarOpen ? 'messages-calendar' : undefined}
            onClick={() => setCalendarOpen((open) => !open)}
          >
            {t('messages.viewCalendar')}
          </button>
        </div>
        {calendarOpen && <Calendar clientId={client.id} />}
      </section>
    </div>
  );
}

/** The thread with its count, kept live; opening it and each client message arriving in view mark them read by the team. */
function Thread({ client }: { client: ClientDetail }) {
  const clientId = client.id;
  // Spec 001 §8: a thread that cannot be read stays quiet (the socket's catch-up brings it when it can).
  const messages = useQuery({
    queryKey: threadKey(clientId),
    queryFn: () => expectOk(messagingApi.GET('/admin/clients/{clientId}/messages', { params: { path: { clientId } } })),
    retry: false,
  });
  const [thread, dispatch] = useLiveThread({
    clientId,
    ready: !messages.isPending,
    messages: messages.data?.messages,
    onSubscribed: () => void messages.refetch(),
  });
  useMarkRead(
    thread.messages,
    'team',
    () => expectOk(messagingApi.POST('/admin/clients/{clientId}/messages/read', { params: { path: { clientId } } })),
    dispatch,
    !messages.isPending,
  );

  const seen = lastSeen(thread.messages, 'team');
  const receipt = (message: Message) => (
    <>
      {t(message.readByClientAt ? 'messages.read' : 'messages.sent')}
      {seen?.id === message.id && (
        <>
          {' · '}
          <time dateTime={seen.at}>{t('messages.seen', { time: formatMoment(seen.at) })}</time>
        </>
      )}
    </>
  );

  const send = async (message: string) => {
    try {
      const sent = await expectOk(
        messagingApi.POST('/admin/clients/{clientId}/messages', { params: { path: { clientId } }, body: { message } }),
      );
      dispatch({ type: 'messages', messages: [sent] });
      notify.success(t('messages.sentToast'));
      return true;
    } catch {
      notify.error(t('messages.sendFailed'));
      return false;
    }
  };

  return (
    <section className={`${adminPage.card} ${styles.thread}`} aria-labelledby="messages-thread">
      <h2 id="messages-thread">{t('messages.thread', { count: thread.messages.length })}</h2>
      <MessageList
        messages={thread.messages}
        side="team"
        label={t('client.messages')}
        empty={t('messages.empty')}
        receipt={receipt}
        tall
      />
      <MessageComposer
        text={{
          label: t('messages.message', { name: client.contactName || client.businessName }),
          placeholder: t('messages.placeholder'),
          hint: t('messages.hint'),
          send: t('messages.send'),
          sending: t('messages.sending'),
        }}
        onSend={send}
      />
    </section>
  );
}

/** Schedule Call: a 30-minute 'Scheduled Call' tomorrow at this time (spec 001 §7), shown in View Calendar; and Start Video Call. */
function HeaderActions({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const schedule = useMutation({
    mutationFn: () => expectOk(messagingApi.POST('/admin/clients/{clientId}/meetings', { params: { path: { clientId } } })),
    onSuccess: () => {
      notify.success(t('messages.scheduled'));
      void queryClient.invalidateQueries({ queryKey: meetingsKey(clientId) });
    },
    onError: () => notify.error(t('messages.scheduleFailed')),
  });
  return (
    <div className={styles.buttons}>
      <button type="button" className={button.primary} onClick={() => schedule.mutate()} disabled={schedule.isPending}>
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
 * /admin/clients/{clientId}/messages (spec 001 §2, §4): the client's details, checklist and quick
 * actions beside its thread with the team, which is kept live; each team message says 'Sent' or 'Read',
 * and the latest the client has read when ('Seen').
 */
export function AdminClientMessagesPage() {
  const { clientId = '' } = useParams();
  return (
    <ClientRecordPage clientId={clientId} loading={t('messages.loading')} description={t('page.clientMessages.description')}>
      {(client) => (
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
            <ClientSide client={client} />
            <Thread client={client} />
          </div>
        </section>
      )}
    </ClientRecordPage>
  );
}
