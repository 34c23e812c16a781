import type { TextKey } from '../../i18n/messages';

/** The back office's sections; later screens take over these paths. */
export const adminSections: readonly { label: TextKey; to: string }[] = [
  { label: 'admin.nav.dashboard', to: '/admin/dashboard' },
  { label: 'admin.nav.clients', to: '/admin/clients' },
  { label: 'admin.nav.posts', to: '/admin/posts' },
  { label: 'admin.nav.applications', to: '/admin/applications' },
  { label: 'admin.nav.inquiries', to: '/admin/inquiries' },
  { label: 'admin.nav.activity', to: '/admin/activity' },
];
