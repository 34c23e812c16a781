import { t, type TextKey } from '../../../shared/i18n/messages';
import hidden from '../../../shared/ui/visuallyHidden.module.css';
import { useClientSummary } from './useClients';
import styles from './AdminClientsPage.module.css';

const cards: readonly { label: TextKey; count: 'totalClients' | 'activeProjects' | 'pendingOnboarding' | 'unreadMessages' }[] = [
  { label: 'clients.summary.total', count: 'totalClients' },
  { label: 'clients.summary.active', count: 'activeProjects' },
  { label: 'clients.summary.pending', count: 'pendingOnboarding' },
  { label: 'clients.summary.unread', count: 'unreadMessages' },
];

/** The client list's summary cards, counted by the list's own filter definitions, and the messages from clients the team has not read. */
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
