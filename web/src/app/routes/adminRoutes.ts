/**
 * The back office's route table. It ships with the back office's chunk (app/admin/adminScreens.tsx), not
 * with the first route of the public pages, which only know where the back office starts (`backOfficeRoots`
 * in pageRoutes.ts). The build writes these patterns to page-routes.json beside the site's, so the gateway
 * serves them and answers 404 for the rest. Plain data, no JSX: the build imports it in Node.
 */

/** The back office's sign-in screens (unguarded), or the guarded back office. */
export type AdminArea = 'adminSignIn' | 'admin';

/** The back office's screens, each named once. */
export const adminPages = [
  'adminLogin',
  'adminDashboard',
  'adminInquiries',
  'adminApplications',
  'adminLeads',
  'adminPosts',
  'adminPostEditor',
  'adminClients',
  'adminClient',
  'adminClientMessages',
  'paymentStatus',
  'adminTeam',
  'teamInvitation',
  'adminAccount',
  'adminActivity',
  'adminCategories',
  'adminTags',
  'adminPartners',
  'adminTeamMembers',
  'adminServices',
  'adminService',
  'adminMedia',
  'adminProjectTemplate',
] as const;

export type AdminPage = (typeof adminPages)[number];

export interface AdminRoute {
  path: string;
  area: AdminArea;
  page: AdminPage;
  /**
   * A screen for admins alone: a member (a student) sees that it is not theirs (AdminOnly), and the navigation
   * leaves it out for them. The services refuse a member's calls to it either way.
   */
  adminOnly?: true;
}

export const adminRoutes: readonly AdminRoute[] = [
  { path: '/admin/login', area: 'adminSignIn', page: 'adminLogin' },
  { path: '/admin/dashboard', area: 'admin', page: 'adminDashboard' },
  { path: '/admin/inquiries', area: 'admin', page: 'adminInquiries' },
  { path: '/admin/clients', area: 'admin', page: 'adminClients' },
  // Not in the spec's route table: a client's details, steps and access codes, opened from the list.
  { path: '/admin/clients/:clientId', area: 'admin', page: 'adminClient' },
  { path: '/admin/clients/:clientId/messages', area: 'admin', page: 'adminClientMessages' },
  { path: '/admin/posts', area: 'admin', page: 'adminPosts' },
  // One editor for both: it reads the id from the path when there is one.
  { path: '/admin/posts/new', area: 'admin', page: 'adminPostEditor' },
  { path: '/admin/posts/:id/edit', area: 'admin', page: 'adminPostEditor' },
  { path: '/admin/applications', area: 'admin', page: 'adminApplications' },
  // One lead inbox: everything an e-mail address has sent (?email=…), opened from an inquiry or an application.
  { path: '/admin/leads', area: 'admin', page: 'adminLeads' },
  // Not in the spec: the record of who did what (issue 21), for admins.
  { path: '/admin/activity', area: 'admin', page: 'adminActivity', adminOnly: true },
  // DESIGN §4: the payment diagnostic is admin-only.
  { path: '/payment-status', area: 'admin', page: 'paymentStatus', adminOnly: true },
  { path: '/admin/account', area: 'admin', page: 'adminAccount' },
  // Team management is the mentors' (admins'): a member is told so (AdminOnly) and pointed to the dashboard.
  { path: '/admin/team', area: 'admin', page: 'adminTeam', adminOnly: true },
  // Members see the partners and the site's team; the write buttons are the admins' (the services refuse others).
  { path: '/admin/partners', area: 'admin', page: 'adminPartners' },
  { path: '/admin/team-members', area: 'admin', page: 'adminTeamMembers' },
  // Members see the services' features, case studies, testimonials and tiers; admins change them.
  { path: '/admin/services', area: 'admin', page: 'adminServices' },
  { path: '/admin/services/:slug', area: 'admin', page: 'adminService' },
  // The media library: the team sees every stored image and where it is used; admins delete unused ones.
  { path: '/admin/media', area: 'admin', page: 'adminMedia' },
  // An invitation's link: the back office's, unguarded (the token in its hash is the credential), kept out of search.
  { path: '/team/invitation', area: 'adminSignIn', page: 'teamInvitation' },
  // Categories and tags (issue 22): the team sees them, admins rename, merge and delete (the server checks).
  { path: '/admin/categories', area: 'admin', page: 'adminCategories' },
  { path: '/admin/tags', area: 'admin', page: 'adminTags' },
  // Not in the spec: the milestones every client's project plan starts from (issue 23), for admins.
  { path: '/admin/project-plan', area: 'admin', page: 'adminProjectTemplate', adminOnly: true },
];

export const adminRoutesIn = (area: AdminArea) => adminRoutes.filter((route) => route.area === area);
