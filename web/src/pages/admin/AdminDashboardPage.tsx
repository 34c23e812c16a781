import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '../../lib/notify';
import { useAuth } from '../../auth/useAuth';
import { Seo } from '../../seo/Seo';
import './admin.css';

const panels = [
  {
    title: 'Client Management',
    text: 'Onboarding progress, packages and client messages.',
    links: [{ label: 'View All Clients', to: '/admin/clients' }],
  },
  {
    title: 'Content Management',
    text: 'Write and publish blog posts.',
    links: [{ label: 'Create New Post', to: '/admin/posts/new' }],
  },
  {
    title: 'Applications & Inquiries',
    text: 'Student volunteer applications and solution inquiries from the site.',
    links: [
      { label: 'Volunteer Applications', to: '/admin/applications' },
      { label: 'Solution Inquiries', to: '/admin/inquiries' },
    ],
  },
];

export function AdminDashboardPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      navigate('/admin/login');
    } catch {
      notify.error('Failed to sign out');
      setSigningOut(false);
    }
  };

  return (
    <section className="page container">
      <Seo title="Admin Dashboard" description="Manage clients, content, applications and inquiries." noIndex />
      <div className="admin-header">
        <div>
          <h1>Admin Dashboard</h1>
          {user && <p className="muted">Signed in as {user.email}</p>}
        </div>
        <button type="button" className="button button-outline" onClick={handleSignOut} disabled={signingOut}>
          Sign Out
        </button>
      </div>
      <div className="panel-grid">
        {panels.map((panel, index) => (
          <section key={panel.title} className="card panel" aria-labelledby={`panel-${index}`}>
            <h2 id={`panel-${index}`}>{panel.title}</h2>
            <p className="muted">{panel.text}</p>
            <div className="panel-links">
              {panel.links.map((link) => (
                <Link key={link.to} to={link.to} className="button button-primary">
                  {link.label}
                </Link>
              ))}
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}
