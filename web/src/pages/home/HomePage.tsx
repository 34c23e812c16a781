import { lazy, Suspense, useEffect, useState } from 'react';
import { Seo } from '../../seo/Seo';
import { BRAND, site } from '../../site';
import { BusinessStages } from './BusinessStages';
import { Hero } from './Hero';
import { ServiceGrid } from './ServiceGrid';
import { SolutionWizard } from './SolutionWizard';
import { hasSeenWelcomePopup, WELCOME_POPUP_DELAY_MS } from './welcomePopupFlag';
import './home.css';

const WelcomePopup = lazy(() => import('./WelcomePopup').then((module) => ({ default: module.WelcomePopup })));

export function HomePage() {
  const [showWelcome, setShowWelcome] = useState(false);

  useEffect(() => {
    if (hasSeenWelcomePopup()) return;
    const timer = setTimeout(() => setShowWelcome(true), WELCOME_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <Seo
        title={`${BRAND} | ${site.tagline.charAt(0).toUpperCase()}${site.tagline.slice(1)}`}
        description={`${BRAND} helps small businesses in ${site.city} and across Canada get more sales with websites, social media, SEO, chatbots and email marketing.`}
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
