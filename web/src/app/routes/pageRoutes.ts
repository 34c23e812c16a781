import { services } from '../../content/services';
import type { TextKey } from '../../shared/i18n/messages';

/**
 * The one route table of the SPA. App.tsx renders it, and the build writes its patterns to
 * page-routes.json for the gateway, so a path is a page in both or in neither. Plain data, no JSX:
 * the build imports it in Node.
 */

/**
 * Where a page sits: the public site, or the client portal (in the site's layout, but rendered in the
 * browser only, as DESIGN §6 has it). The back office has its own table (adminRoutes.ts).
 */
export type Area = 'public' | 'portal';

/**
 * Where the back office's paths start. App.tsx hands every path under these to the back office's chunk,
 * which reads its own route table (adminRoutes.ts): the first route of a public page carries these three
 * strings rather than every screen of the back office.
 */
export const backOfficeRoots = ['/admin', '/payment-status', '/team/invitation'] as const;

export type BuiltPage =
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
  /** The page shows its own Sign Out (the portal's steps, beside their heading): the header leaves its own out. */
  ownSignOut?: true;
}

/** A route whose screen arrives later: it shows its heading. */
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
  { path: '/onboarding/payment', area: 'portal', page: 'paymentStep', ownSignOut: true },
  { path: '/onboarding/contract', area: 'portal', page: 'contractStep', ownSignOut: true },
  { path: '/onboarding/video', area: 'portal', page: 'videoStep', ownSignOut: true },
  { path: '/onboarding/dashboard', area: 'portal', page: 'clientDashboard', ownSignOut: true },
  { path: '/onboarding/account', area: 'portal', page: 'clientAccount' },
  // The link in the e-mail to a new address: it works signed in or not, in any browser.
  { path: '/account/confirm-email', area: 'portal', page: 'confirmEmail' },
  privatePage('/checkout/success', 'checkoutSuccess'),
  privatePage('/checkout/cancel', 'checkoutCancel'),
  { path: '/404', area: 'public', page: 'notFound' },
];

/** Every site and portal page's path pattern, as react-router writes it ('/blog/:slug'). */
export const pagePatterns: readonly string[] = pageRoutes.map((route) => route.path);

/** Whether the page at `pathname` shows its own Sign Out (`ownSignOut`). */
export const showsOwnSignOut = (pathname: string) =>
  pageRoutes.some((route) => 'ownSignOut' in route && route.ownSignOut && route.path === pathname);

export const routesIn = (area: Area) => pageRoutes.filter((route) => route.area === area);
