import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../shared/api/expectOk';
import { useAuth } from '../../../identity/auth/useAuth';
import { t, type TextKey } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { ClientCallActions, clientMeetingActions } from '../../../messaging/ClientCalls';
import { FilesPanel } from '../../../messaging/FilesPanel';
import { ThreadMeetings } from '../../../messaging/ThreadMeetings';
import { ThreadPanel } from '../../../messaging/ThreadPanel';
import { useThread, type Thread } from '../../../messaging/useThread';
import { Tabs } from '../../../shared/ui/Tabs';
import { PortalStatus } from '../PortalCard';
import type { ClientView } from '../portalSession';
import { paymentPastDue } from '../../../payments/billing/billing';
import { InvoicesView } from '../../../payments/billing/InvoiceTable';
import { useInvoices } from '../../../payments/billing/useBilling';
import { BillingCard, PaymentFailedBanner, useManageBilling, useOwnBilling } from './BillingCard';
import { ContactDetailsCard } from './ContactDetailsCard';
import { usePortalClient, useLeaveWhenSessionEnds } from './portalQueries';
import { ProjectCompletedStatus } from './ProjectCompletedStatus';
import { ProjectTimeline } from './ProjectTimeline';
import { StepFrame } from './StepFrame';
import { YourTeamCard } from './YourTeamCard';
import styles from './Dashboard.module.css';

/** The spec's three items, all done once on the dashboard; payment says so while a charge is past due. */
const projectStatus = (pastDue: boolean): readonly { label: TextKey; state: TextKey; done: boolean }[] => [
  pastDue
    ? { label: 'dashboard.status.paymentPastDue', state: 'dashboard.status.pastDue', done: false }
    : { label: 'dashboard.status.payment', state: 'dashboard.status.done', done: true },
  { label: 'dashboard.status.contract', state: 'dashboard.status.done', done: true },
  { label: 'dashboard.status.onboarding', state: 'dashboard.status.done', done: true },
];

/** The heading's name: the contact name, else the local part of the e-mail, else 'Client' (spec 001 §2). */
export function displayName(contactName: string | undefined, email: string | undefined): string {
  return contactName?.trim() || email?.split('@')[0]?.trim() || t('dashboard.client');
}

type DashboardTab = 'messages' | 'files' | 'invoices';

const ownFiles = { side: 'client' } as const;
const ownInvoices = { side: 'client' } as const;

/** The Invoices tab: read when it is first shown. */
function InvoicesPanel() {
  return <InvoicesView invoices={useInvoices(ownInvoices)} />;
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * What a failed load says before the client is sent back to /onboarding (spec 001 §8): no record (the
 * portal's or messaging's 404), or any other failure. An access-code session (403) is no failure: its
 * dashboard shows, and its messages tab asks for an account. A session that has ended (401) leaves.
 */
function loadFailure(client: { data?: ClientView | null; isError: boolean }, { reads }: Thread): TextKey | null {
  const failures = [reads.messages, reads.meetings].filter((read) => read.error && !read.refused).map((read) => read.error);
  if (client.data === null || failures.some((error) => statusOf(error) === 404)) return 'dashboard.noRecord';
  if (client.isError || failures.some((error) => statusOf(error) !== 401)) return 'dashboard.loadFailed';
  return null;
}

function ProjectStatus({ pastDue }: { pastDue: boolean }) {
  return (
    <section className={styles.card} aria-labelledby="dashboard-status">
      <h2 id="dashboard-status">{t('dashboard.status')}</h2>
      <ul className={styles.status}>
        {projectStatus(pastDue).map((item) => (
          <li key={item.label}>
            <span>{t(item.label)}</span>
            <span className={item.done ? styles.done : styles.pending}>{t(item.state)}</span>
          </li>
        ))}
      </ul>
      <ProjectTimeline />
    </section>
  );
}

function Sidebar({ thread, team }: { thread: Thread; team: ClientView['team'] | undefined }) {
  return (
    <div className={styles.aside}>
      <section className={styles.card} aria-labelledby="dashboard-actions">
        <h2 id="dashboard-actions">{t('dashboard.quickActions')}</h2>
        <div className={styles.actions}>
          {/* The client books its own call: a departure from spec 001 §2, see docs/adr/0004-spec-choices.md. */}
          <ClientCallActions thread={thread} />
        </div>
      </section>

      <section className={styles.card} aria-labelledby="dashboard-meetings">
        <h2 id="dashboard-meetings">{t('chat.meetings')}</h2>
        <ThreadMeetings thread={thread} upcomingOnly local actions={clientMeetingActions} />
      </section>

      <YourTeamCard team={team} />
    </div>
  );
}

/**
 * /onboarding/dashboard (spec 001 §2, §4): the client's project status, its billing (a banner when the
 * last payment failed, the plan with Manage billing, the invoices in their tab), its thread with the team kept
 * live, its meetings and its team. Opening it, and each team message arriving while its Messages tab is
 * shown and in view, marks the team's messages read by the client; the client's own messages the team has read say
 * 'Seen' with the time.
 */
export function DashboardStep() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const client = usePortalClient();
  // Only the Messages tab shows the thread: the team's messages are not marked read while Files is shown.
  const [tab, setTab] = useState<DashboardTab>('messages');
  const thread = useThread({ side: 'client', active: tab === 'messages' });
  const billing = useOwnBilling();
  const manage = useManageBilling();
  useLeaveWhenSessionEnds(client.error ?? thread.reads.messages.error ?? thread.reads.meetings.error ?? billing.error);

  const failure = loadFailure(client, thread);
  const told = useRef(false);
  useEffect(() => {
    if (!failure || told.current) return;
    told.current = true;
    notify.error(t(failure));
    void navigate('/onboarding', { replace: true });
  }, [failure, navigate]);

  if (client.isPending || thread.reads.messages.pending || thread.reads.meetings.pending || failure) {
    return <PortalStatus>{t('dashboard.loading')}</PortalStatus>;
  }

  const record = client.data;
  const name = displayName(record?.contactName, record?.email ?? user?.email);
  const chat = thread.reads.messages.refused ? (
    <p className={styles.muted}>
      {t('dashboard.accountNeeded')} <Link to="/onboarding/register">{t('dashboard.createAccount')}</Link>
    </p>
  ) : (
    <ThreadPanel thread={thread} />
  );

  return (
    <StepFrame
      title="page.clientDashboard.title"
      description="page.clientDashboard.description"
      heading={t('dashboard.welcome', { name })}
      lead={record?.businessName.trim() || t('dashboard.business')}
    >
      {billing.data?.subscription?.paymentFailed && <PaymentFailedBanner manage={manage} />}
      <div className={styles.columns}>
        <div className={styles.main}>
          {record?.completion ? (
            <ProjectCompletedStatus completion={record.completion} />
          ) : (
            <ProjectStatus pastDue={paymentPastDue(billing.data?.subscription)} />
          )}
          {record && <BillingCard record={record} billing={billing} manage={manage} />}
          <section className={styles.card}>
            <Tabs
              label={t('dashboard.tabs')}
              selected={tab}
              onSelect={(id) => setTab(id as DashboardTab)}
              tabs={[
                { id: 'messages', label: t('dashboard.tab.messages'), panel: chat },
                {
                  id: 'files',
                  label: t('dashboard.tab.files'),
                  panel: thread.reads.messages.refused ? chat : <FilesPanel of={ownFiles} />,
                },
                { id: 'invoices', label: t('invoices.heading'), panel: <InvoicesPanel /> },
              ]}
            />
          </section>
          {record && <ContactDetailsCard client={record} />}
        </div>
        <Sidebar thread={thread} team={record?.team} />
      </div>
    </StepFrame>
  );
}
