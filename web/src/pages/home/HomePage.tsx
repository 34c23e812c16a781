import { lazy, Suspense, useEffect, useState } from 'react';
import { Seo } from '../../seo/Seo';
import { t } from '../../i18n/messages';
import { BRAND, site } from '../../site';
import { BusinessStages } from './BusinessStages';
import { Hero } from './Hero';
import { ServiceGrid } from './ServiceGrid';
import { SolutionWizard } from './SolutionWizard';
import { hasSeenWelcomePopup, WELCOME_POPUP_DELAY_MS } from './welcomePopupFlag';

const WelcomePopup = lazy(() => import('./WelcomePopup').then((module) => ({ default: module.WelcomePopup })));

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
      <BusinessStages />
      <SolutionWizard />
      <ServiceGrid />
      {showWelcome && (
        <Suspense fallback={null}>
          <WelcomePopup onDismiss={() => setShowWelcome(false)} />
        </Suspense>
      )}
    </>
  );
}
