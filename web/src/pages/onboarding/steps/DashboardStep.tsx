import { useQuery } from '@tanstack/react-query';
import { formatMoment } from '../../../lib/format';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, expectOk } from '../../../api/expectOk';
import { messagingApi } from '../../../api/messagingClient';
import { useAuth } from '../../../auth/useAuth';
import { t, type TextKey } from '../../../i18n/messages';
import { notify } from '../../../lib/notify';
import { MeetingList } from '../../../messaging/MeetingList';
import { MessageComposer } from '../../../messaging/MessageComposer';
import { MessageList } from '../../../messaging/MessageList';
import { lastSeen, type Meeting, type Message } from '../../../messaging/thread';
import { useLiveThread, useMarkRead } from '../../../messaging/useLiveThread';
import button from '../../../ui/button.module.css';
import { Tabs } from '../../../ui/Tabs';
import { PortalStatus } from '../PortalCard';
import { fetchOwnClient, type ClientView } from '../portalSession';
import { portalKeys, useLeaveWhenSessionEnds } from './portalQueries';
import { StepFrame } from './StepFrame';
import styles from './Dashboard.module.css';

export const dashboardKeys = {
  messages: ['messaging', 'client', 'messages'],
  meetings: ['messaging', 'client', 'meetings'],
} as const;

const projectStatus: readonly { label: TextKey; done: boolean }[] = [
  { label: 'dashboard.status.payment', done: true },
  { label: 'dashboard.status.contract', done: true },
  { label: 'dashboard.status.onboarding', done: true },
  { label: 'dashboard.status.starting', done: false },
];

const team: readonly { role: TextKey; hours: TextKey }[] = [
  { role: 'dashboard.team.manager', hours: 'dashboard.team.manager.hours' },
  { role: 'dashboard.team.developer', hours: 'dashboard.team.developer.hours' },
];

/** The heading's name: the contact name, else the local part of the e-mail, else 'Client' (spec 001 §2). */
export function displayName(contactName: string | undefined, email: string | undefined): string {
  return contactName?.trim() || email?.split('@')[0]?.trim() || t('dashboard.client');
}

type DashboardTab = 'messages' | 'files';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
/** A session by access code: messaging needs the client's account (403). */
const needsAccount = (error: unknown) => statusOf(error) === 403;

/**
 * What a failed load says before the client is sent back to /onboarding (spec 001 §8): no record (the
 * portal's or messaging's 404), or any other failure. An access-code session (403) is no failure: its
 * dashboard shows, and its messages tab asks for an account. A session that has ended (401) leaves.
 */
function loadFailure(client: { data?: ClientView | null; isError: boolean }, errors: readonly unknown[]): TextKey | null {
  if (client.data === null || errors.some((error) => statusOf(error) === 404)) return 'dashboard.noRecord';
  if (client.isError || errors.some((error) => error && !needsAccount(error) && statusOf(error) !== 401)) {
    return 'dashboard.loadFailed';
  }
  return null;
}

function ProjectStatus() {
  return (
    <section className={styles.card} aria-labelledby="dashboard-status">
      <h2 id="dashboard-status">{t('dashboard.status')}</h2>
      <ul className={styles.status}>
        {projectStatus.map((item) => (
          <li key={item.label}>
            <span>{t(item.label)}</span>
            <span className={item.done ? styles.done : styles.pending}>
              {t(item.done ? 'dashboard.status.done' : 'dashboard.status.pending')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Upcoming Meetings: the scheduled ones whose time has not passed, earliest first. */
function upcoming(meetings: readonly Meeting[], now: number): readonly Meeting[] {
  return meetings
    .filter((meeting) => meeting.status === 'scheduled' && Date.parse(meeting.scheduledAt) >= now)
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
}

/** The time now, moving on each minute: a meeting drops out of Upcoming Meetings once its time has passed. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Sidebar({ meetings: all }: { meetings: readonly Meeting[] }) {
  const now = useNow();
  const meetings = upcoming(all, now);
  return (
    <div className={styles.aside}>
      <section className={styles.card} aria-labelledby="dashboard-actions">
        <h2 id="dashboard-actions">{t('dashboard.quickActions')}</h2>
        <div className={styles.actions}>
          <button type="button" className={button.primary} onClick={() => notify.success(t('dashboard.scheduleCall.soon'))}>
            {t('dashboard.scheduleCall')}
          </button>
          {/* Spec 001 §2: Join Meeting does nothing yet. */}
          <button type="button" className={button.outline}>
            {t('dashboard.joinMeeting')}
          </button>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="dashboard-meetings">
        <h2 id="dashboard-meetings">{t('dashboard.meetings')}</h2>
        <MeetingList meetings={meetings} empty={t('dashboard.meetings.none')} />
      </section>

      <section className={styles.card} aria-labelledby="dashboard-team">
        <h2 id="dashboard-team">{t('dashboard.team')}</h2>
        <ul className={styles.list}>
          {team.map((member) => (
            <li key={member.role} className={styles.item}>
              <strong>{t(member.role)}</strong>
              <span className={styles.muted}>{t(member.hours)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * /onboarding/dashboard (spec 001 §2, §4): the client's project status, its thread with the team kept
 * live, its meetings and its team. Opening it, and each team message arriving while its Messages tab is
 * shown and in view, marks the team's messages read by the client; the client's own messages the team has read say
 * 'Seen' with the time.
 */
export function DashboardStep() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const client = useQuery({ queryKey: portalKeys.client, queryFn: fetchOwnClient, retry: false });
  const messages = useQuery({
    queryKey: dashboardKeys.messages,
    queryFn: () => expectOk(messagingApi.GET('/client/messages')),
    retry: false,
  });
  const meetings = useQuery({
    queryKey: dashboardKeys.meetings,
    queryFn: () => expectOk(messagingApi.GET('/client/meetings')),
    retry: false,
  });
  useLeaveWhenSessionEnds(client.error ?? messages.error ?? meetings.error);

  const accountNeeded = needsAccount(messages.error);
  // Only the Messages tab shows the thread: the team's messages are not marked read while Files is shown.
  const [tab, setTab] = useState<DashboardTab>('messages');
  const [thread, dispatch] = useLiveThread({
    ready: messages.isSuccess,
    messages: messages.data?.messages,
    meetings: meetings.data?.meetings,
    onSubscribed: () => {
      void messages.refetch();
      void meetings.refetch();
    },
  });
  useMarkRead(
    thread.messages,
    'client',
    () => expectOk(messagingApi.POST('/client/messages/read')),
    dispatch,
    messages.isSuccess && tab === 'messages',
  );

  const failure = loadFailure(client, [messages.error, meetings.error]);
  const told = useRef(false);
  useEffect(() => {
    if (!failure || told.current) return;
    told.current = true;
    notify.error(t(failure));
    void navigate('/onboarding', { replace: true });
  }, [failure, navigate]);

  if (client.isPending || messages.isPending || meetings.isPending || failure) {
    return <PortalStatus>{t('dashboard.loading')}</PortalStatus>;
  }

  const record = client.data;
  const name = displayName(record?.contactName, record?.email ?? user?.email);
  const seen = lastSeen(thread.messages, 'client');
  const receipt = (message: Message) =>
    seen?.id === message.id ? <time dateTime={seen.at}>{t('dashboard.seen', { time: formatMoment(seen.at) })}</time> : null;

  const send = async (text: string) => {
    try {
      const sent = await expectOk(messagingApi.POST('/client/messages', { body: { message: text } }));
      dispatch({ type: 'messages', messages: [sent] });
      notify.success(t('dashboard.sent'));
      return true;
    } catch {
      notify.error(t('dashboard.sendFailed'));
      return false;
    }
  };

  const chat = accountNeeded ? (
    <p className={styles.muted}>
      {t('dashboard.accountNeeded')} <Link to="/onboarding/register">{t('dashboard.createAccount')}</Link>
    </p>
  ) : (
    <>
      <MessageList
        messages={thread.messages}
        side="client"
        label={t('dashboard.thread')}
        empty={t('dashboard.empty')}
        receipt={receipt}
      />
      <MessageComposer
        text={{
          label: t('dashboard.message'),
          placeholder: t('dashboard.message.placeholder'),
          hint: t('dashboard.message.hint'),
          send: t('dashboard.send'),
          sending: t('dashboard.sending'),
        }}
        onSend={send}
      />
    </>
  );

  return (
    <StepFrame
      title="page.clientDashboard.title"
      description="page.clientDashboard.description"
      heading={t('dashboard.welcome', { name })}
      lead={record?.businessName.trim() || t('dashboard.business')}
    >
      <div className={styles.columns}>
        <div className={styles.main}>
          <ProjectStatus />
          <section className={styles.card}>
            <Tabs
              label={t('dashboard.tabs')}
              selected={tab}
              onSelect={(id) => setTab(id as DashboardTab)}
              tabs={[
                { id: 'messages', label: t('dashboard.tab.messages'), panel: chat },
                { id: 'files', label: t('dashboard.tab.files'), panel: <p className={styles.muted}>{t('dashboard.files')}</p> },
              ]}
            />
          </section>
        </div>
        <Sidebar meetings={thread.meetings} />
      </div>
    </StepFrame>
  );
}
