import { t, type TextKey } from '../../../i18n/messages';
import hidden from '../../../ui/visuallyHidden.module.css';
import { useClientSummary } from './useClients';
import styles from './AdminClientsPage.module.css';

// Unread Messages joins these with the messaging screens (its count is not known before then).
const cards: readonly { label: TextKey; count: 'totalClients' | 'activeProjects' | 'pendingOnboarding' }[] = [
  { label: 'clients.summary.total', count: 'totalClients' },
  { label: 'clients.summary.active', count: 'activeProjects' },
  { label: 'clients.summary.pending', count: 'pendingOnboarding' },
];

/** The client list's summary cards, counted by the list's own filter definitions. */
export function ClientSummaryCards() {
  const { data } = useClientSummary(t('clients.fetchFailed'));
  return (
    <section className={styles.stats} aria-labelledby="clients-summary">
      <h2 id="clients-summary" className={hidden.visuallyHidden}>
        {t('clients.summary')}
      </h2>
      {cards.map((card) => (
        <p key={card.count} className={styles.stat}>
          <span className={styles.statLabel}>{t(card.label)}</span>{' '}
          {/* A dash until the count has been read (or when it could not be). */}
          <span className={styles.statValue}>{data?.[card.count] ?? '–'}</span>
        </p>
      ))}
    </section>
  );
}
