import type { TextKey } from '../../i18n/messages';

/** The back office's sections; later screens take over these paths. */
export const adminSections: readonly { label: TextKey; to: string; adminOnly?: true }[] = [
  { label: 'admin.nav.dashboard', to: '/admin/dashboard' },
  { label: 'admin.nav.clients', to: '/admin/clients' },
  { label: 'admin.nav.posts', to: '/admin/posts' },
  { label: 'admin.nav.applications', to: '/admin/applications' },
  { label: 'admin.nav.inquiries', to: '/admin/inquiries' },
  // Team management is the mentors' (admins'): members are not shown it.
  { label: 'admin.nav.team', to: '/admin/team', adminOnly: true },
];
