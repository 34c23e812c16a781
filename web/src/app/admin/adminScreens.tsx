import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../layout/admin/AdminLayout';
import { lazyPage } from '../../shared/lib/lazyPage';
import { adminRoutesIn, type AdminArea as Area, type AdminPage } from '../routes/adminRoutes';
import { UnknownPath } from '../pages/UnknownPath';
import { AdminArea } from './AdminArea';
import { AdminOnly } from './AdminOnly';

/*
 * The back office's screens, each loaded on demand from here rather than from the route table: the
 * first route of every public page names each chunk the route table loads (a few bytes apiece that
 * its budget has no room for), so it names this one module instead of one chunk per admin screen.
 */
const screens: Record<AdminPage, ComponentType> = {
  adminLogin: lazyPage(() => import('./AdminLoginPage'), 'AdminLoginPage'),
  adminDashboard: lazyPage(() => import('./AdminDashboardPage'), 'AdminDashboardPage'),
  adminInquiries: lazyPage(() => import('../../leads/admin/inquiries/AdminInquiriesPage'), 'AdminInquiriesPage', ['leads']),
  adminApplications: lazyPage(() => import('../../leads/admin/applications/AdminApplicationsPage'), 'AdminApplicationsPage', [
    'leads',
  ]),
  adminLeads: lazyPage(() => import('../../leads/admin/leads/AdminLeadsPage'), 'AdminLeadsPage', ['leads']),
  adminPosts: lazyPage(() => import('../../content/admin/posts/AdminPostsPage'), 'AdminPostsPage'),
  adminPostEditor: lazyPage(() => import('../../content/admin/posts/editor/PostEditorPage'), 'PostEditorPage'),
  adminClients: lazyPage(() => import('../../onboarding/admin/clients/AdminClientsPage'), 'AdminClientsPage', ['billing']),
  adminClient: lazyPage(() => import('../../onboarding/admin/clients/AdminClientPage'), 'AdminClientPage', ['billing']),
  adminClientMessages: lazyPage(
    () => import('../../onboarding/admin/clients/AdminClientMessagesPage'),
    'AdminClientMessagesPage',
    ['chat'],
  ),
  paymentStatus: lazyPage(() => import('../../payments/admin/paymentStatus/PaymentStatusPage'), 'PaymentStatusPage'),
  adminTeam: lazyPage(() => import('../../identity/admin/team/AdminTeamPage'), 'AdminTeamPage'),
  teamInvitation: lazyPage(() => import('../../identity/admin/team/TeamInvitationPage'), 'TeamInvitationPage'),
  adminAccount: lazyPage(() => import('../../identity/admin/AdminAccountPage'), 'AdminAccountPage', ['account']),
  adminActivity: lazyPage(() => import('../../audit/admin/activity/AdminActivityPage'), 'AdminActivityPage'),
  adminCategories: lazyPage(() => import('../../content/admin/taxonomy/AdminCategoriesPage'), 'AdminCategoriesPage'),
  adminTags: lazyPage(() => import('../../content/admin/taxonomy/AdminTagsPage'), 'AdminTagsPage'),
  adminPartners: lazyPage(() => import('../../content/admin/partners/AdminPartnersPage'), 'AdminPartnersPage'),
  adminMedia: lazyPage(() => import('../../content/admin/media/AdminMediaPage'), 'AdminMediaPage'),
  adminTeamMembers: lazyPage(() => import('../../content/admin/siteTeam/AdminTeamMembersPage'), 'AdminTeamMembersPage'),
  adminServices: lazyPage(() => import('../../content/admin/services/AdminServicesPage'), 'AdminServicesPage'),
  adminService: lazyPage(() => import('../../content/admin/services/AdminServicePage'), 'AdminServicePage'),
  adminProjectTemplate: lazyPage(
    () => import('../../onboarding/admin/projectTemplate/ProjectTemplatePage'),
    'ProjectTemplatePage',
  ),
};

/** The back-office screen `page` of the route table; one the table marks `adminOnly` is for admins alone. */
function AdminScreen({ page, adminOnly = false }: { page: AdminPage; adminOnly?: boolean }) {
  const Screen = screens[page];
  return adminOnly ? (
    <AdminOnly>
      <Screen />
    </AdminOnly>
  ) : (
    <Screen />
  );
}

/** The routes of `area` under `root`, as paths relative to it (App.tsx matched `root/*`). */
const routesUnder = (root: string, area: Area) =>
  adminRoutesIn(area)
    .filter((route) => route.path === root || route.path.startsWith(`${root}/`))
    .map((route) => {
      const screen = <AdminScreen page={route.page} adminOnly={route.adminOnly} />;
      const path = route.path.slice(root.length + 1);
      return path ? <Route key={route.path} path={path} element={screen} /> : <Route key={route.path} index element={screen} />;
    });

/**
 * The back office's routes under `root` (one of pageRoutes.ts's `backOfficeRoots`): its sign-in screens, then
 * the guarded screens; an unknown path shows the site's 'Page Not Found' (a 404 from the server), as the site's own
 * unknown paths do.
 */
export function AdminRoutes({ root }: { root: string }) {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        {routesUnder(root, 'adminSignIn')}
        <Route element={<AdminArea />}>{routesUnder(root, 'admin')}</Route>
      </Route>
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
