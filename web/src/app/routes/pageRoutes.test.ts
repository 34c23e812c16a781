import { describe, expect, it } from 'vitest';
import { adminPages, adminRoutes, adminRoutesIn } from './adminRoutes';
import { backOfficeRoots, pagePatterns, pageRoutes, routesIn } from './pageRoutes';

const adminRoute = (path: string) => adminRoutes.find((route) => route.path === path);

describe('the route table', () => {
  it('lists each page pattern once, as react-router writes it', () => {
    expect(new Set(pagePatterns).size).toBe(pagePatterns.length);
    expect(pagePatterns).toEqual(expect.arrayContaining(['/', '/404', '/blog/:slug', '/onboarding/dashboard']));
    expect(pagePatterns.every((pattern) => pattern.startsWith('/'))).toBe(true);
    const adminPatterns = adminRoutes.map((route) => route.path);
    expect(new Set(adminPatterns).size).toBe(adminPatterns.length);
    expect(adminPatterns).toEqual(expect.arrayContaining(['/admin/login', '/admin/clients/:clientId/messages']));
    expect(adminPatterns.filter((pattern) => pagePatterns.includes(pattern))).toEqual([]);
  });

  it('hands every back-office path to the back office, and no site or portal path', () => {
    const under = (path: string) => backOfficeRoots.some((root) => path === root || path.startsWith(`${root}/`));
    expect(adminRoutes.filter((route) => !under(route.path)).map((route) => route.path)).toEqual([]);
    expect(pagePatterns.filter(under)).toEqual([]);
  });

  it('guards every back-office screen except the sign-in and the team invitation’s link', () => {
    expect(adminRoutesIn('adminSignIn').map((route) => route.path)).toEqual(['/admin/login', '/team/invitation']);
    expect(adminRoutesIn('admin').every((route) => route.path.startsWith('/admin/') || route.path === '/payment-status')).toBe(
      true,
    );
    expect(routesIn('public').some((route) => route.path.startsWith('/admin'))).toBe(false);
  });

  it('builds the student program, the proposal, the applications and the lead inbox', () => {
    const page = (path: string) => pageRoutes.find((route) => route.path === path);
    expect(page('/workshop')).toMatchObject({ area: 'public', page: 'workshop' });
    expect(page('/proposal')).toMatchObject({ area: 'public', page: 'proposal' });
    expect(adminRoute('/admin/applications')).toMatchObject({ area: 'admin', page: 'adminApplications' });
    expect(adminRoute('/admin/leads')).toMatchObject({ area: 'admin', page: 'adminLeads' });
    expect(adminRoute('/admin/team')).toMatchObject({ area: 'admin', page: 'adminTeam', adminOnly: true });
    expect(adminRoute('/team/invitation')).toMatchObject({ area: 'adminSignIn', page: 'teamInvitation' });
  });

  it('marks the admins’ screens adminOnly: the Activity screen, the payment diagnostic, the Team screen and the project template', () => {
    expect(adminRoutes.filter((route) => route.adminOnly).map((route) => route.path)).toEqual([
      '/admin/activity',
      '/payment-status',
      '/admin/team',
      '/admin/project-plan',
    ]);
  });

  it('puts the client portal in its own area, which the server does not render (DESIGN §6)', () => {
    expect(routesIn('portal').map((route) => route.path)).toEqual([
      '/onboarding',
      '/onboarding/register',
      '/reset-password',
      '/onboarding/payment',
      '/onboarding/contract',
      '/onboarding/video',
      '/onboarding/dashboard',
      '/onboarding/account',
      '/account/confirm-email',
    ]);
    expect(routesIn('public').some((route) => route.path.startsWith('/onboarding') || route.path === '/reset-password')).toBe(
      false,
    );
  });

  it('gives the team and clients an Account page, and the e-mail confirmation link a page of its own', () => {
    const page = (path: string) => pageRoutes.find((route) => route.path === path);
    expect(adminRoute('/admin/account')).toMatchObject({ area: 'admin', page: 'adminAccount' });
    expect(page('/onboarding/account')).toMatchObject({ area: 'portal', page: 'clientAccount' });
    expect(page('/account/confirm-email')).toMatchObject({ area: 'portal', page: 'confirmEmail' });
  });

  it('builds the client list and a client’s page in the back office', () => {
    expect(adminRoute('/admin/clients')).toMatchObject({ area: 'admin', page: 'adminClients' });
    expect(adminRoute('/admin/clients/:clientId')).toMatchObject({ area: 'admin', page: 'adminClient' });
  });

  it('builds the onboarding steps, the checkout pages, the thank-you page and the payment diagnostic', () => {
    const page = (path: string) => pageRoutes.find((route) => route.path === path);
    expect(page('/onboarding/payment')).toMatchObject({ area: 'portal', page: 'paymentStep' });
    expect(page('/onboarding/contract')).toMatchObject({ area: 'portal', page: 'contractStep' });
    expect(page('/onboarding/video')).toMatchObject({ area: 'portal', page: 'videoStep' });
    expect(page('/onboarding/dashboard')).toMatchObject({ area: 'portal', page: 'clientDashboard' });
    // Kept out of search engines and out of the server's rendering.
    expect(page('/checkout/success')).toMatchObject({ area: 'public', page: 'checkoutSuccess', noIndex: true });
    expect(page('/checkout/cancel')).toMatchObject({ area: 'public', page: 'checkoutCancel', noIndex: true });
    expect(page('/thank-you-private')).toMatchObject({ area: 'public', page: 'thankYou', noIndex: true });
    expect(adminRoute('/payment-status')).toMatchObject({ area: 'admin', page: 'paymentStatus' });
  });

  it('names each back-office screen once, and gives every one a route', () => {
    expect(new Set(adminPages).size).toBe(adminPages.length);
    expect(adminPages.filter((page) => !adminRoutes.some((route) => route.page === page))).toEqual([]);
  });
});
