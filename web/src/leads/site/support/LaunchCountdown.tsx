import { t, type TextKey } from '../../../shared/i18n/messages';
import { formatDateTime, usePageTimeZone } from '../../../shared/lib/zonedFormat';
import styles from './SupportPage.module.css';
import type { TimeLeft } from './timeLeft';

const units: readonly { unit: keyof TimeLeft; label: TextKey }[] = [
  { unit: 'days', label: 'support.days' },
  { unit: 'hours', label: 'support.hours' },
  { unit: 'minutes', label: 'support.minutes' },
  { unit: 'seconds', label: 'support.seconds' },
];

/**
 * 'Coming Soon' with the time left. The date is said once in a sentence; the ticking numbers are
 * a timer, which screen readers do not announce on every change.
 */
export function LaunchCountdown({ launchAt, left }: { launchAt: number; left: TimeLeft }) {
  const zone = usePageTimeZone();
  return (
    <>
      <h1 id="support-title">{t('support.comingSoon')}</h1>
      {/* The server counts from its own clock and the agency's zone; the viewer's take over once hydrated. */}
      <p className={styles.launch} suppressHydrationWarning>
        {t('support.launch', { date: formatDateTime(new Date(launchAt), zone) })}
      </p>
      <div className={styles.countdown} role="timer" aria-live="off" aria-label={t('support.countdown')}>
        {units.map(({ unit, label }) => (
          <div key={unit} className={styles.unit}>
            <span className={styles.number} suppressHydrationWarning>
              {unit === 'days' ? left[unit] : String(left[unit]).padStart(2, '0')}
            </span>
            <span className={styles.unitLabel}>{t(label)}</span>
          </div>
        ))}
      </div>
      <p>{t('support.meanwhile')}</p>
    </>
  );
}
