import { t, type TextKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { BookingLink } from '../../layout/BookingLink';
import { Seo } from '../../seo/Seo';
import { Badge } from '../../ui/Badge';
import button from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import text from '../../ui/text.module.css';
import { CallToAction } from '../CallToAction';
import marketing from '../marketing.module.css';
import styles from './FreeWebsitePage.module.css';
import { PlanCard } from './PlanCard';
import { plans } from './plans';
import { trialStepText, trialSteps } from './trialSteps';

// The offer's promises, worded as in the home page's welcome popup.
const promises: readonly TextKey[] = ['welcome.noCard', 'welcome.fiveDays', 'welcome.hosting', 'freeWebsite.studentRates'];

export function FreeWebsitePage() {
  useMessages('freeWebsite');
  return (
    <>
      <Seo title={t('page.freeWebsite.title')} description={t('page.freeWebsite.description')} />
      <section className={marketing.hero} aria-labelledby="free-website-title">
        <div className={layout.container}>
          <Badge>{t('freeWebsite.badge')}</Badge>
          <h1 id="free-website-title" className={styles.title}>
            {t('page.freeWebsite.title')}
          </h1>
          <p className={text.lead}>{t('freeWebsite.lead')}</p>
          <ul className={styles.promises}>
            {promises.map((promise) => (
              <li key={promise}>{t(promise)}</li>
            ))}
          </ul>
          <div className={marketing.actions}>
            <BookingLink className={button.primary}>{t('freeWebsite.cta.button')}</BookingLink>
          </div>
        </div>
      </section>

      <section className={marketing.band} aria-labelledby="trial-steps">
        <div className={layout.container}>
          <h2 id="trial-steps">{t('freeWebsite.steps.title')}</h2>
          <ol className={marketing.steps}>
            {trialSteps.map((step) => (
              <li key={step}>
                <h3>{t(trialStepText(step, 'title'))}</h3>
                <p>{t(trialStepText(step, 'text'))}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={`${marketing.band} ${marketing.tinted}`} aria-labelledby="plans">
        <div className={layout.container}>
          <h2 id="plans">{t('freeWebsite.plans.title')}</h2>
          <p className={marketing.lead}>{t('freeWebsite.plans.lead')}</p>
          <ul className={styles.plans}>
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        </div>
      </section>

      <CallToAction id="free-website-cta" title={t('freeWebsite.cta.title')} text={t('freeWebsite.cta.text')}>
        <BookingLink className={button.outline}>{t('freeWebsite.cta.button')}</BookingLink>
      </CallToAction>
    </>
  );
}
