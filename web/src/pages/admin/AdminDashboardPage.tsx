import { Link } from 'react-router-dom';
import { t, type TextKey } from '../../i18n/messages';
import { Seo } from '../../seo/Seo';
import './admin.css';

const panels: readonly { title: TextKey; text: TextKey; links: { label: TextKey; to: string }[] }[] = [
  {
    title: 'admin.dashboard.clients.title',
    text: 'admin.dashboard.clients.text',
    links: [{ label: 'admin.dashboard.clients.all', to: '/admin/clients' }],
  },
  {
    title: 'admin.dashboard.content.title',
    text: 'admin.dashboard.content.text',
    links: [{ label: 'admin.dashboard.content.newPost', to: '/admin/posts/new' }],
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
    <section className="page container">
      <Seo title={t('admin.dashboard.title')} description={t('admin.dashboard.description')} noIndex />
      <div className="admin-header">
        <h1>{t('admin.dashboard.title')}</h1>
      </div>
      <div className="panel-grid">
        {panels.map((panel, index) => (
          <section key={panel.title} className="card panel" aria-labelledby={`panel-${index}`}>
            <h2 id={`panel-${index}`}>{t(panel.title)}</h2>
            <p className="muted">{t(panel.text)}</p>
            <div className="panel-links">
              {panel.links.map((link) => (
                <Link key={link.to} to={link.to} className="button button-primary">
                  {t(link.label)}
                </Link>
              ))}
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}
