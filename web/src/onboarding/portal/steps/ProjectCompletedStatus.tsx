import { t, type TextKey } from '../../../shared/i18n/messages';
import { formatDate } from '../../../shared/lib/viewerTime';
import type { ClientView } from '../portalSession';
import styles from './Dashboard.module.css';
import { ProjectTimeline } from './ProjectTimeline';

const onboardingDone: readonly TextKey[] = [
  'dashboard.status.payment',
  'dashboard.status.contract',
  'dashboard.status.onboarding',
];

type Completion = NonNullable<ClientView['completion']>;

/** Project Status once the team marked the project completed: every item done, the last with its date and note, then the plan. */
export function ProjectCompletedStatus({ completion }: { completion: Completion }) {
  return (
    <section className={styles.card} aria-labelledby="dashboard-status">
      <h2 id="dashboard-status">{t('dashboard.status')}</h2>
      <ul className={styles.status}>
        {onboardingDone.map((label) => (
          <li key={label}>
            <span>{t(label)}</span>
            <span className={styles.done}>{t('dashboard.status.done')}</span>
          </li>
        ))}
        <li>
          <span>{t('dashboard.status.completed')}</span>
          <span className={styles.done}>
            {t('dashboard.status.completedOn', { date: formatDate(completion.completedAt, 'short') })}
          </span>
        </li>
      </ul>
      {completion.note && <p className={styles.muted}>{completion.note}</p>}
      <ProjectTimeline />
    </section>
  );
}
