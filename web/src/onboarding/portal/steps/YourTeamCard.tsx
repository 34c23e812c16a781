import { t, type TextKey } from '../../../shared/i18n/messages';
import { useViewerTimeZone } from '../../../shared/lib/viewerTime';
import { teamHoursIn, useTeamHours } from '../../../messaging/teamHours';
import type { ClientView } from '../portalSession';
import styles from './Dashboard.module.css';

type ClientTeam = ClientView['team'];

const places: readonly { place: keyof ClientTeam; role: TextKey }[] = [
  { place: 'projectManager', role: 'dashboard.team.manager' },
  { place: 'leadDeveloper', role: 'dashboard.team.developer' },
];

/**
 * Your Team (spec 001 §2): each place with its availability, under the name of the teammate the team
 * assigned to it; a place nobody holds yet shows as the spec's card has it, the role alone. The availability is
 * the team's configured hours (messaging's BOOKING_*), told in the viewer's zone; none until they are read.
 */
export function YourTeamCard({ team }: { team: ClientTeam | undefined }) {
  const zone = useViewerTimeZone();
  const read = useTeamHours();
  const hours = read.data && t('dashboard.team.hours', teamHoursIn(read.data, zone));
  return (
    <section className={styles.card} aria-labelledby="dashboard-team">
      <h2 id="dashboard-team">{t('dashboard.team')}</h2>
      <ul className={styles.list}>
        {places.map(({ place, role }) => {
          const assigned = team?.[place];
          return (
            <li key={place} className={styles.item}>
              {assigned ? (
                <>
                  <strong>{assigned.name}</strong>
                  <span>{t(role)}</span>
                </>
              ) : (
                <strong>{t(role)}</strong>
              )}
              {hours && <span className={styles.muted}>{hours}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
