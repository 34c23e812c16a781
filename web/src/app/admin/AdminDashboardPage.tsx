import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { t, type TextKey } from '../../shared/i18n/messages';
import { Seo } from '../seo/Seo';
import { PendingApplicationsCard } from '../../leads/admin/applications/PendingApplicationsCard';
import { RecentPosts } from '../../content/admin/posts/RecentPosts';
import { ReviewQueueCard } from '../../content/admin/posts/ReviewQueueCard';
import button from '../../shared/ui/button.module.css';
import layout from '../../shared/ui/layout.module.css';
import text from '../../shared/ui/text.module.css';
import hidden from '../../shared/ui/visuallyHidden.module.css';
import styles from './AdminDashboardPage.module.css';
import adminPage from '../../shared/admin/adminPage.module.css';

// The client counts load with their queries and the onboarding client, after the dashboard's own code;
// the Add Client dialog (its form and the onboarding contract's rules) when it is first opened.
const ClientCountCards = lazy(() =>
  import('../../onboarding/admin/clients/ClientCountCards').then((module) => ({ default: module.ClientCountCards })),
);
const AddClientDialog = lazy(() =>
  import('../../onboarding/admin/clients/AddClientDialog').then((module) => ({ default: module.AddClientDialog })),
);

/** The list narrowed to the clients with messages the team has not read (AdminClientsPage reads it). */
const UNREAD_CLIENTS_PATH = '/admin/clients?unread=true';

/** A panel's link, or its button that opens Add Client in place (`to` 'add-client'). */
interface Panel {
  title: TextKey;
  text: TextKey;
  links: { label: TextKey; to: string | 'add-client' }[];
}

const panels: readonly Panel[] = [
  {
    title: 'admin.dashboard.clients.title',
    text: 'admin.dashboard.clients.text',
    links: [
      { label: 'admin.dashboard.clients.all', to: '/admin/clients' },
      { label: 'admin.dashboard.clients.add', to: 'add-client' },
      { label: 'admin.dashboard.clients.unread', to: UNREAD_CLIENTS_PATH },
    ],
  },
  {
    title: 'admin.dashboard.content.title',
    text: 'admin.dashboard.content.text',
    links: [
      { label: 'posts.new', to: '/admin/posts/new' },
      { label: 'posts.title', to: '/admin/posts' },
    ],
  },
  {
    title: 'admin.dashboard.leads.title',
    text: 'admin.dashboard.leads.text',
    links: [
      { label: 'admin.dashboard.leads.applications', to: '/admin/applications' },
      { label: 'admin.dashboard.leads.inquiries', to: '/admin/inquiries' },
    ],
  },
];

export function AdminDashboardPage() {
  const [adding, setAdding] = useState(false);
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t('admin.dashboard.title')} description={t('admin.dashboard.description')} noIndex />
      <div className={adminPage.header}>
        <h1>{t('admin.dashboard.title')}</h1>
      </div>
      <section className={styles.stats} aria-labelledby="dashboard-stats">
        <h2 id="dashboard-stats" className={hidden.visuallyHidden}>
          {t('admin.dashboard.stats')}
        </h2>
        <Suspense fallback={null}>
          <ClientCountCards classes={styles} />
        </Suspense>
        <PendingApplicationsCard />
      </section>
      <div className={styles.panels}>
        {panels.map((panel, index) => (
          <section key={panel.title} className={`${adminPage.card} ${styles.panel}`} aria-labelledby={`panel-${index}`}>
            <h2 id={`panel-${index}`}>{t(panel.title)}</h2>
            <p className={text.muted}>{t(panel.text)}</p>
            <div className={styles.links}>
              {panel.links.map((link) =>
                link.to === 'add-client' ? (
                  <button
                    key={link.to}
                    type="button"
                    className={button.primary}
                    aria-haspopup="dialog"
                    onClick={() => setAdding(true)}
                  >
                    {t(link.label)}
                  </button>
                ) : (
                  <Link key={link.to} to={link.to} className={button.primary}>
                    {t(link.label)}
                  </Link>
                ),
              )}
            </div>
          </section>
        ))}
      </div>
      <ReviewQueueCard />
      <RecentPosts />
      {adding && (
        <Suspense fallback={null}>
          <AddClientDialog open onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </section>
  );
}
