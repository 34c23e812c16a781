import { services } from '../content/services';
import type { TextKey } from '../i18n/messages';

/**
 * The one route table of the SPA. App.tsx renders it, and the build writes its patterns to
 * page-routes.json for the gateway, so a path is a page in both or in neither. Plain data, no JSX:
 * the build imports it in Node.
 */

/**
 * Where a page sits: the public site, the client portal (in the site's layout, but rendered in the
 * browser only, as DESIGN §6 has it), the back office's sign-in, or the guarded back office.
 */
export type Area = 'public' | 'portal' | 'adminSignIn' | 'admin';

/** The back office's screens: App.tsx loads them through one chunk (pages/admin/adminScreens.tsx). */
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

export type BuiltPage =
  | AdminPage
  | 'home'
  | 'blog'
  | 'blogPost'
  | 'portfolio'
  | 'sitemap'
  | 'about'
  | 'service'
  | 'socialMediaCaseStudies'
  | 'freeWebsite'
  | 'support'
  | 'workshop'
  | 'proposal'
  | 'privacyPolicy'
  | 'termsOfService'
  | 'notFound'
  | 'clientSignIn'
  | 'clientRegister'
  | 'resetPassword'
  | 'clientAccount'
  | 'confirmEmail'
  | 'paymentStep'
  | 'contractStep'
  | 'videoStep'
  | 'clientDashboard'
  | 'checkoutSuccess'
  | 'checkoutCancel'
  | 'thankYou';

interface Route {
  path: string;
  area: Area;
}

export interface BuiltPageRoute extends Route {
  page: BuiltPage;
  /** The page's name and summary, for lists of pages such as the site map. */
  title?: TextKey;
  description?: TextKey;
  /** Kept out of search engines, and rendered in the browser only (the checkout and thank-you pages). */
  noIndex?: boolean;
  /**
   * A noIndex page the server renders all the same, for that one request: never kept in a cache on the way, and
   * sent with X-Robots-Tag noindex (a preview link's post, which looks like the post's page).
   */
  rendersPrivately?: true;
  /**
   * A back-office screen for admins alone: a member (a student) sees that it is not theirs (AdminOnly), and
   * the navigation leaves it out for them. The services refuse a member's calls to it either way.
   */
  adminOnly?: true;
}

/**
 * A route whose screen arrives later: it shows its heading and, in the back office, says so.
 */
export interface PlaceholderRoute extends Route {
  page: 'placeholder';
  title: TextKey;
  description: TextKey;
  noIndex?: boolean;
}

export type PageRoute = BuiltPageRoute | PlaceholderRoute;

const builtPage = (path: string, page: BuiltPage, title: TextKey, description: TextKey): BuiltPageRoute => ({
  path,
  area: 'public',
  page,
  title,
  description,
});

const privatePage = (path: string, page: BuiltPage): BuiltPageRoute => ({ path, area: 'public', page, noIndex: true });

export const pageRoutes: readonly PageRoute[] = [
  { path: '/', area: 'public', page: 'home' },
  builtPage('/about', 'about', 'page.about.title', 'page.about.description'),
  builtPage('/blog', 'blog', 'page.blog.title', 'page.blog.description'),
  builtPage('/blog/:slug', 'blogPost', 'page.blogPost.title', 'page.blogPost.description'),
  // A preview link's page: a draft or a pending change, as its post page would show it (the post page's code).
  { path: '/blog/preview/:token', area: 'public', page: 'blogPost', noIndex: true, rendersPrivately: true },
  ...services.map((service) => builtPage(service.path, 'service', service.name, service.summary)),
  builtPage(
    '/services/social-media/case-studies',
    'socialMediaCaseStudies',
    'page.caseStudies.title',
    'page.caseStudies.description',
  ),
  builtPage('/services/web-development/portfolio', 'portfolio', 'page.portfolio.title', 'page.portfolio.description'),
  builtPage('/workshop', 'workshop', 'page.workshop.title', 'page.workshop.description'),
  builtPage('/proposal', 'proposal', 'page.proposal.title', 'page.proposal.description'),
  builtPage('/free-website', 'freeWebsite', 'page.freeWebsite.title', 'page.freeWebsite.description'),
  builtPage('/support', 'support', 'page.support.title', 'page.support.description'),
  builtPage('/privacy-policy', 'privacyPolicy', 'page.privacy.title', 'page.privacy.description'),
  builtPage('/terms-of-service', 'termsOfService', 'page.terms.title', 'page.terms.description'),
  builtPage('/sitemap', 'sitemap', 'page.sitemap.title', 'page.sitemap.description'),
  privatePage('/thank-you-private', 'thankYou'),
  { path: '/onboarding', area: 'portal', page: 'clientSignIn' },
  { path: '/onboarding/register', area: 'portal', page: 'clientRegister' },
  { path: '/reset-password', area: 'portal', page: 'resetPassword' },
  { path: '/onboarding/payment', area: 'portal', page: 'paymentStep' },
  { path: '/onboarding/contract', area: 'portal', page: 'contractStep' },
  { path: '/onboarding/video', area: 'portal', page: 'videoStep' },
  { path: '/onboarding/dashboard', area: 'portal', page: 'clientDashboard' },
  { path: '/onboarding/account', area: 'portal', page: 'clientAccount' },
  // The link in the e-mail to a new address: it works signed in or not, in any browser.
  { path: '/account/confirm-email', area: 'portal', page: 'confirmEmail' },
  privatePage('/checkout/success', 'checkoutSuccess'),
  privatePage('/checkout/cancel', 'checkoutCancel'),
  { path: '/404', area: 'public', page: 'notFound' },

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
  // Not in the spec: the milestones every client's project plan starts from (issue 23), for admins.
  { path: '/admin/project-plan', area: 'admin', page: 'adminProjectTemplate', adminOnly: true },
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
];

const adminPageSet: ReadonlySet<string> = new Set(adminPages);

/** Whether `page` is one of the back office's screens (App.tsx renders those through AdminScreen). */
export const isAdminPage = (page: BuiltPage): page is AdminPage => adminPageSet.has(page);

/** Every page's path pattern, as react-router writes it ('/blog/:slug'). */
export const pagePatterns: readonly string[] = pageRoutes.map((route) => route.path);

export const routesIn = (area: Area) => pageRoutes.filter((route) => route.area === area);
