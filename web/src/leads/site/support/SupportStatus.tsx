import { t } from '../../../shared/i18n/messages';
import { ContactLinks } from '../../../shared/ui/ContactLinks';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import marketing from '../../../shared/ui/marketing.module.css';
import { LaunchCountdown } from './LaunchCountdown';
import styles from './SupportPage.module.css';
import { useTimeLeft } from './useTimeLeft';

/** Counts down to the launch (epoch ms); from then on says support is open and how to reach us. */
export function SupportStatus({ launchAt }: { launchAt: number }) {
  const left = useTimeLeft(launchAt);
  return (
    <section className={`${marketing.hero} ${styles.page}`} aria-labelledby="support-title">
      <div className={`${layout.container} ${styles.inner}`}>
        <p className={text.eyebrow}>{t('page.support.title')}</p>
        {left ? (
          <LaunchCountdown launchAt={launchAt} left={left} />
        ) : (
          <>
            <h1 id="support-title">{t('support.open.title')}</h1>
            <p className={text.lead}>{t('support.open.text')}</p>
          </>
        )}
        <ContactLinks className={styles.contact} />
        <div className={styles.crowdfunding}>
          <h2 id="crowdfunding-title">{t('support.crowdfunding.title')}</h2>
          <p>{t('support.crowdfunding.text')}</p>
        </div>
      </div>
    </section>
  );
}
