import { Link } from 'react-router-dom';
import { t, type TextKey } from '../../../shared/i18n/messages';
import { useClientSummary } from './useClients';
import { useLiveClientCounts } from './useLiveClientCounts';

const cards: readonly { label: TextKey; count: 'totalClients' | 'activeProjects' | 'unreadMessages' }[] = [
  { label: 'admin.dashboard.totalClients', count: 'totalClients' },
  { label: 'admin.dashboard.activeProjects', count: 'activeProjects' },
  { label: 'admin.dashboard.unreadMessages', count: 'unreadMessages' },
];

/**
 * The dashboard's live client counts, leading to the client list. The dashboard passes its stat card
 * classes (stat, statLabel, statValue), so these cards look like its others.
 */
export function ClientCountCards({ classes }: { classes: Readonly<Record<string, string>> }) {
  const { data } = useClientSummary(t('admin.dashboard.countFailed'));
  useLiveClientCounts();
  return cards.map((card) => (
    <Link key={card.count} to="/admin/clients" className={classes.stat}>
      <span className={classes.statLabel}>{t(card.label)}</span>{' '}
      {/* A dash until the count has been read (or when it could not be). */}
      <span className={classes.statValue}>{data?.[card.count] ?? '–'}</span>
    </Link>
  ));
}
