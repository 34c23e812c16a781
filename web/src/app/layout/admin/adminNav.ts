import type { TextKey } from '../../../shared/i18n/messages';

/** A screen of the back office; `adminOnly` ones are left out for members (students). */
export interface AdminLink {
  label: TextKey;
  to: string;
  adminOnly?: true;
}

/** Screens that belong together, behind one button that opens their list. */
export interface AdminGroup {
  label: TextKey;
  links: readonly AdminLink[];
}

export type AdminSection = AdminLink | AdminGroup;

export const isGroup = (section: AdminSection): section is AdminGroup => 'links' in section;

/**
 * The back office's sections. The daily screens stand on their own; the rest sit in groups, so the bar holds
 * one row on a laptop and two on a phone however many screens the site gains.
 */
export const adminSections: readonly AdminSection[] = [
  { label: 'admin.nav.dashboard', to: '/admin/dashboard' },
  { label: 'admin.nav.clients', to: '/admin/clients' },
  { label: 'admin.nav.posts', to: '/admin/posts' },
  {
    label: 'admin.nav.group.leads',
    links: [
      { label: 'admin.nav.applications', to: '/admin/applications' },
      { label: 'admin.nav.inquiries', to: '/admin/inquiries' },
    ],
  },
  {
    label: 'admin.nav.group.website',
    links: [
      // One entry for both lists; each screen links to the other.
      { label: 'admin.nav.taxonomy', to: '/admin/categories' },
      { label: 'admin.nav.services', to: '/admin/services' },
      { label: 'admin.nav.partners', to: '/admin/partners' },
      { label: 'admin.nav.teamMembers', to: '/admin/team-members' },
      { label: 'admin.nav.media', to: '/admin/media' },
    ],
  },
  {
    // Team management, the record and the project template are the mentors' (admins'): members are not shown them.
    label: 'admin.nav.group.agency',
    links: [
      { label: 'admin.nav.team', to: '/admin/team', adminOnly: true },
      { label: 'admin.nav.activity', to: '/admin/activity', adminOnly: true },
      { label: 'admin.nav.projectTemplate', to: '/admin/project-plan', adminOnly: true },
    ],
  },
  { label: 'admin.nav.account', to: '/admin/account' },
];

/** The sections a person sees: admin-only screens dropped for members, and groups left empty dropped too. */
export function sectionsFor(isAdmin: boolean): AdminSection[] {
  const allowed = (link: AdminLink) => isAdmin || !link.adminOnly;
  return adminSections.flatMap((section): AdminSection[] => {
    if (!isGroup(section)) return allowed(section) ? [section] : [];
    const links = section.links.filter(allowed);
    return links.length ? [{ ...section, links }] : [];
  });
}
