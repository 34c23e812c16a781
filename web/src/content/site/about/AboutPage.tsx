import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { t, useMessages } from '../../../shared/i18n/messages';
import { OutboundLink } from '../../../app/layout/OutboundLink';
import { Seo } from '../../../app/seo/Seo';
import { site } from '../../../app/site';
import button from '../../../shared/ui/button.module.css';
import visuallyHidden from '../../../shared/ui/visuallyHidden.module.css';
import marketing from '../../../shared/ui/marketing.module.css';
import { MissionPaperButton } from './MissionPaperButton';
import { ProfitDistribution } from './ProfitDistribution';
import styles from './AboutPage.module.css';
import { CallToAction, PageHero } from '../../../shared/ui/sections';

// The carousel's code loads on its own, beside the page's text; its box is held meanwhile.
const StoryCarousel = lazy(() => import('./StoryCarousel').then((module) => ({ default: module.StoryCarousel })));

export function AboutPage() {
  useMessages('about');
  return (
    <>
      <Seo title={t('page.about.title')} description={t('page.about.description')} />
      <PageHero
        id="about-title"
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        lead={t('about.hero.subtitle', { city: site.city })}
        actions={<MissionPaperButton className={button.primary} />}
      />
      <Suspense fallback={<div className={styles.storyPlaceholder} />}>
        <StoryCarousel />
      </Suspense>
      <ProfitDistribution />
      <CallToAction id="about-cta" title={t('about.cta.title')} text={t('about.cta.text')}>
        <OutboundLink href={site.partnerRegistrationUrl} fallback="/proposal" className={button.outline}>
          {t('about.cta.partner')}
        </OutboundLink>
        <Link to="/workshop" className={marketing.onDark}>
          {t('about.cta.learnMore')} <span className={visuallyHidden.visuallyHidden}>{t('about.cta.learnMore.topic')}</span>
        </Link>
      </CallToAction>
    </>
  );
}
