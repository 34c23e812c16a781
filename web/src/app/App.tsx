import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { PageLoading } from './layout/Shell';
import { ViewerZoneScope } from './layout/ViewerZoneScope';
import { lazyPage } from '../shared/lib/lazyPage';
import { UnknownPath } from './pages/UnknownPath';
import type { PortalStepProps } from '../onboarding/portal/PortalStepPage';
import { backOfficeRoots, routesIn, type Area, type BuiltPage, type PageRoute } from './routes/pageRoutes';

// Every page loads on demand, with its part of the catalog, so the entry carries none of them.
const PlaceholderPage = lazyPage(() => import('./pages/PlaceholderPage'), 'PlaceholderPage');
// The back office's routes, layout, guard and screens come from one chunk (app/admin/adminScreens.tsx says
// why), with its part of the message catalog, so every admin screen has it.
const AdminRoutes = lazyPage<'AdminRoutes', { root: string }>(() => import('./admin/adminScreens'), 'AdminRoutes', ['admin']);
// The portal's pages are one chunk (onboarding/portal/PortalPage.tsx says why).
const portalPage = (name: 'ClientSignInPage' | 'RegisterPage' | 'ResetPasswordPage' | 'ClientAccountPage' | 'ConfirmEmailPage') =>
  lazyPage<typeof name, object>(() => import('../onboarding/portal/PortalPage'), name, ['portal']);
const PortalStepPage = lazyPage<'PortalStepPage', PortalStepProps>(
  () => import('../onboarding/portal/PortalPage'),
  'PortalStepPage',
  ['portal'],
);
// The checkout result pages and the thank-you page are one chunk too.
const checkoutPage = (name: 'CheckoutSuccessPage' | 'CheckoutCancelPage' | 'ThankYouPage') =>
  lazyPage<typeof name, object>(() => import('../payments/site/checkout/CheckoutPage'), name, ['portal']);

function PaymentStepPage() {
  return <PortalStepPage step="payment" />;
}
function ContractStepPage() {
  return <PortalStepPage step="contract" />;
}
function VideoStepPage() {
  return <PortalStepPage step="video" />;
}
function ClientDashboardPage() {
  return <PortalStepPage step="dashboard" />;
}

const builtPages: Record<BuiltPage, ComponentType> = {
  home: lazyPage(() => import('../content/site/home/HomePage'), 'HomePage', ['home', 'leads']),
  blog: lazyPage(() => import('../content/site/blog/BlogPage'), 'BlogPage'),
  blogPost: lazyPage(() => import('../content/site/blog/BlogPostPage'), 'BlogPostPage'),
  portfolio: lazyPage(() => import('../content/site/portfolio/PortfolioPage'), 'PortfolioPage'),
  sitemap: lazyPage(() => import('../content/site/sitemap/SitemapPage'), 'SitemapPage'),
  about: lazyPage(() => import('../content/site/about/AboutPage'), 'AboutPage', ['about']),
  // Each service page also loads its own copy (servicePage.{id}) once it knows which service it is.
  service: lazyPage(() => import('../content/site/services/ServicePage'), 'ServicePage', ['servicePage']),
  socialMediaCaseStudies: lazyPage(() => import('../content/site/services/CaseStudiesPage'), 'CaseStudiesPage', ['servicePage']),
  freeWebsite: lazyPage(() => import('../leads/site/freeWebsite/FreeWebsitePage'), 'FreeWebsitePage', ['freeWebsite']),
  support: lazyPage(() => import('../leads/site/support/SupportPage'), 'SupportPage', ['support']),
  workshop: lazyPage(() => import('../leads/site/workshop/WorkshopPage'), 'WorkshopPage', ['leads']),
  proposal: lazyPage(() => import('../leads/site/proposal/ProposalPage'), 'ProposalPage', ['leads']),
  privacyPolicy: lazyPage(() => import('../content/site/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage', ['legal']),
  termsOfService: lazyPage(() => import('../content/site/legal/TermsOfServicePage'), 'TermsOfServicePage', ['legal']),
  notFound: lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage'),
  clientSignIn: portalPage('ClientSignInPage'),
  clientRegister: portalPage('RegisterPage'),
  resetPassword: portalPage('ResetPasswordPage'),
  clientAccount: portalPage('ClientAccountPage'),
  confirmEmail: portalPage('ConfirmEmailPage'),
  paymentStep: PaymentStepPage,
  contractStep: ContractStepPage,
  videoStep: VideoStepPage,
  clientDashboard: ClientDashboardPage,
  checkoutSuccess: checkoutPage('CheckoutSuccessPage'),
  checkoutCancel: checkoutPage('CheckoutCancelPage'),
  thankYou: checkoutPage('ThankYouPage'),
};

function page(route: PageRoute) {
  if (route.page !== 'placeholder') {
    const Page = builtPages[route.page];
    return <Page />;
  }
  const { title, description, noIndex } = route;
  return <PlaceholderPage title={title} description={description} noIndex={noIndex} />;
}

// The portal is never server-rendered: its times follow the viewer's zone as soon as it changes.
const element = (area: Area, route: PageRoute) =>
  area === 'portal' ? <ViewerZoneScope>{page(route)}</ViewerZoneScope> : page(route);

const routes = (area: Area) =>
  routesIn(area).map((route) =>
    route.path === '/' ? (
      <Route key={route.path} index element={element(area, route)} />
    ) : (
      <Route key={route.path} path={route.path} element={element(area, route)} />
    ),
  );

/**
 * Renders the route table of app/routes/pageRoutes.ts, each area in its layout, and hands the back office its paths.
 * The site's words are loaded before it renders (main.tsx, entry-server.tsx).
 */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<Layout />}>
          {routes('public')}
          {routes('portal')}
          <Route path="*" element={<UnknownPath />} />
        </Route>
        {backOfficeRoots.map((root) => (
          <Route
            key={root}
            path={`${root}/*`}
            element={
              <ViewerZoneScope>
                <AdminRoutes root={root} />
              </ViewerZoneScope>
            }
          />
        ))}
      </Routes>
    </Suspense>
  );
}
