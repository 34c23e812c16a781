import type { TextKey } from '../../i18n/messages';

/** A section of the back office's navigation; `adminOnly` ones are left out for members (students). */
interface AdminSection {
  label: TextKey;
  to: string;
  adminOnly?: true;
}

/** The back office's sections; later screens take over these paths. */
export const adminSections: readonly AdminSection[] = [
  { label: 'admin.nav.dashboard', to: '/admin/dashboard' },
  { label: 'admin.nav.clients', to: '/admin/clients' },
  { label: 'admin.nav.posts', to: '/admin/posts' },
  // One entry for both lists (the nav is already long on a phone); each screen links to the other.
  { label: 'admin.nav.taxonomy', to: '/admin/categories' },
  { label: 'admin.nav.applications', to: '/admin/applications' },
  { label: 'admin.nav.inquiries', to: '/admin/inquiries' },
  { label: 'admin.nav.partners', to: '/admin/partners' },
  { label: 'admin.nav.teamMembers', to: '/admin/team-members' },
  { label: 'admin.nav.media', to: '/admin/media' },
  // Team management is the mentors' (admins'): members are not shown it.
  { label: 'admin.nav.team', to: '/admin/team', adminOnly: true },
  { label: 'admin.nav.activity', to: '/admin/activity', adminOnly: true },
  { label: 'admin.nav.account', to: '/admin/account' },
];
