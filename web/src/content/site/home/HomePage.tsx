import { lazy, Suspense, useEffect, useState } from 'react';
import { Seo } from '../../../app/seo/Seo';
import { t } from '../../../shared/i18n/messages';
import { lazyPage, lazyWithQueries } from '../../../shared/lib/lazyPage';
import { BRAND, site } from '../../../app/site';
import { BusinessStages } from './BusinessStages';
import { Hero } from './Hero';
import { PartnersLoading } from './PartnersStatus';
import { ServiceGrid } from './ServiceGrid';
import { hasSeenWelcomePopup, WELCOME_POPUP_DELAY_MS } from './welcomePopupFlag';

// The partners read the API, so TanStack Query comes with them instead of with the first route.
const Partners = lazyWithQueries(() => import('./Partners'), 'Partners');
// The wizard (its challenges read from the leads contract) comes beside the page rather than on its first
// route, its request starting with the page's code. The server renders it in place; the browser keeps that
// HTML until the wizard's code arrives, then hydrates it.
const loadSolutionWizard = () => import('./SolutionWizard');
const SolutionWizard = lazy(() => loadSolutionWizard().then((module) => ({ default: module.SolutionWizard })));
if (typeof window !== 'undefined') void loadSolutionWizard();
// The popup tells the free-website offer in that page's words.
const WelcomePopup = lazyPage<'WelcomePopup', { onDismiss: () => void }>(() => import('./WelcomePopup'), 'WelcomePopup', [
  'freeWebsite',
]);

export function HomePage() {
  const [showWelcome, setShowWelcome] = useState(false);

  useEffect(() => {
    if (hasSeenWelcomePopup()) return;
    const timer = setTimeout(() => setShowWelcome(true), WELCOME_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const tagline = t('site.tagline');

  return (
    <>
      <Seo
        title={`${BRAND} | ${tagline.charAt(0).toUpperCase()}${tagline.slice(1)}`}
        description={t('home.seo.description', { brand: BRAND, city: site.city })}
      />
      <Hero />
      <Suspense fallback={<PartnersLoading />}>
        <Partners />
      </Suspense>
      <BusinessStages />
      <Suspense fallback={null}>
        <SolutionWizard />
      </Suspense>
      <ServiceGrid />
      {showWelcome && (
        <Suspense fallback={null}>
          <WelcomePopup onDismiss={() => setShowWelcome(false)} />
        </Suspense>
      )}
    </>
  );
}
