import { t, type TextKey } from '../../../i18n/messages';
import type { ClientView } from '../portalSession';
import styles from './Dashboard.module.css';

type ClientTeam = ClientView['team'];

const places: readonly { place: keyof ClientTeam; role: TextKey; hours: TextKey }[] = [
  { place: 'projectManager', role: 'dashboard.team.manager', hours: 'dashboard.team.manager.hours' },
  { place: 'leadDeveloper', role: 'dashboard.team.developer', hours: 'dashboard.team.developer.hours' },
];

/**
 * Your Team (spec 001 §2): each place with its availability, under the name of the teammate the team
 * assigned to it; a place nobody holds yet shows as the spec's card has it, the role alone.
 */
export function YourTeamCard({ team }: { team: ClientTeam | undefined }) {
  return (
    <section className={styles.card} aria-labelledby="dashboard-team">
      <h2 id="dashboard-team">{t('dashboard.team')}</h2>
      <ul className={styles.list}>
        {places.map(({ place, role, hours }) => {
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
              <span className={styles.muted}>{t(hours)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
