import { t, type TextKey, useMessages } from '../../../shared/i18n/messages';
import { BookingLink } from '../../../app/layout/OutboundLink';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import styles from './FreeWebsitePage.module.css';
import { PlanCard } from './PlanCard';
import { plans } from './plans';
import { trialStepText, trialSteps } from './trialSteps';
import { Band, CallToAction, PageHero, StepList } from '../../../shared/ui/sections';

// The offer's promises, worded as in the home page's welcome popup.
const promises: readonly TextKey[] = ['welcome.noCard', 'welcome.fiveDays', 'welcome.hosting', 'freeWebsite.studentRates'];

export function FreeWebsitePage() {
  useMessages('freeWebsite');
  const steps = trialSteps.map((step) => ({ title: t(trialStepText(step, 'title')), text: t(trialStepText(step, 'text')) }));
  return (
    <>
      <Seo title={t('page.freeWebsite.title')} description={t('page.freeWebsite.description')} />
      <PageHero
        id="free-website-title"
        badge={t('freeWebsite.badge')}
        title={t('page.freeWebsite.title')}
        lead={t('freeWebsite.lead')}
        actions={<BookingLink className={button.primary}>{t('freeWebsite.cta.button')}</BookingLink>}
      >
        <ul className={styles.promises}>
          {promises.map((promise) => (
            <li key={promise}>{t(promise)}</li>
          ))}
        </ul>
      </PageHero>

      <Band id="trial-steps" title={t('freeWebsite.steps.title')}>
        <StepList steps={steps} />
      </Band>

      <Band id="plans" title={t('freeWebsite.plans.title')} lead={t('freeWebsite.plans.lead')} tinted>
        <ul className={styles.plans}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </Band>

      <CallToAction id="free-website-cta" title={t('freeWebsite.cta.title')} text={t('freeWebsite.cta.text')}>
        <BookingLink className={button.outline}>{t('freeWebsite.cta.button')}</BookingLink>
      </CallToAction>
    </>
  );
}
