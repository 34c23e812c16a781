import { t, type TextKey } from '../../../shared/i18n/messages';
import { BookingLink } from '../../../app/layout/OutboundLink';
import { site } from '../../../app/site';
import { Seo } from '../../../app/seo/Seo';
import button from '../../../shared/ui/button.module.css';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import styles from './ThankYouPage.module.css';

const nextSteps: readonly [TextKey, TextKey][] = [
  ['thankYou.step.email', 'thankYou.step.email.text'],
  ['thankYou.step.call', 'thankYou.step.call.text'],
  ['thankYou.step.dashboard', 'thankYou.step.dashboard.text'],
];

// The client portal is this site's own unless the build names another (VITE_CLIENT_PORTAL_URL).
const portalUrl: string = import.meta.env.VITE_CLIENT_PORTAL_URL || '/onboarding';

/**
 * /thank-you-private (spec 001 §2): the welcome, three next steps, the kickoff call's booking link, the
 * client portal and the support address.
 */
export function ThankYouPage() {
  return (
    <section className={`${layout.page} ${layout.container} ${styles.page}`}>
      <Seo title={t('page.thankYou.title')} description={t('page.thankYou.description')} noIndex />
      <h1>{t('thankYou.title')}</h1>
      <p className={text.lead}>{t('thankYou.lead')}</p>
      <h2>{t('thankYou.steps')}</h2>
      <ol className={styles.steps}>
        {nextSteps.map(([step, detail]) => (
          <li key={step}>
            <h3>{t(step)}</h3>
            <p>{t(detail)}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <BookingLink className={button.primary}>{t('thankYou.book')}</BookingLink>
        <a href={portalUrl} className={button.outline}>
          {t('thankYou.portal')}
        </a>
      </div>
      <p className={text.muted}>{t('thankYou.support', { email: site.email })}</p>
    </section>
  );
}
