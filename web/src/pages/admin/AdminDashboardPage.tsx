import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { t, type TextKey } from '../../i18n/messages';
import { Seo } from '../../seo/Seo';
import { PendingApplicationsCard } from './applications/PendingApplicationsCard';
import { RecentPosts } from './posts/RecentPosts';
import button from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import text from '../../ui/text.module.css';
import hidden from '../../ui/visuallyHidden.module.css';
import styles from './AdminDashboardPage.module.css';
import adminPage from './adminPage.module.css';

// The client counts load with their queries and the onboarding client, after the dashboard's own code.
const ClientCountCards = lazy(() =>
  import('./clients/ClientCountCards').then((module) => ({ default: module.ClientCountCards })),
);

const panels: readonly { title: TextKey; text: TextKey; links: { label: TextKey; to: string }[] }[] = [
  {
    title: 'admin.dashboard.clients.title',
    text: 'admin.dashboard.clients.text',
    links: [{ label: 'admin.dashboard.clients.all', to: '/admin/clients' }],
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
              {panel.links.map((link) => (
                <Link key={link.to} to={link.to} className={button.primary}>
                  {t(link.label)}
                </Link>
              ))}
            </div>
          </section>
        ))}
      </div>
      <RecentPosts />
    </section>
  );
}
