import { t } from '../../../i18n/messages';
import fields from '../../../forms/Field.module.css';
import { CommitSelect } from '../../../ui/CommitSelect';
import { roleLabel, subjectTypeLabel, subjectTypes, type ActivityPerson } from './activityEntry';
import type { ActivityFilters } from './useActivity';
import styles from './Activity.module.css';

interface ActivityFilterBarProps {
  filters: ActivityFilters;
  people: ActivityPerson[];
  onChange: (filters: ActivityFilters) => void;
}

const personLabel = (person: ActivityPerson) =>
  person.kind === 'team'
    ? t('activity.who.team', { name: person.name ?? person.id, role: roleLabel(person.role) })
    : `${person.name ?? person.id} (${t('activity.who.client')})`;

/** Who, which kind of record, and from which day to which (both days included). */
export function ActivityFilterBar({ filters, people, onChange }: ActivityFilterBarProps) {
  const set = (change: Partial<ActivityFilters>) => onChange({ ...filters, ...change });
  return (
    <div className={styles.filters}>
      <div className={fields.field}>
        <label htmlFor="activity-person">{t('activity.person')}</label>
        <CommitSelect id="activity-person" value={filters.actorId} onCommit={(actorId) => set({ actorId })}>
          <option value="">{t('activity.person.all')}</option>
          {people.map((person) => (
            <option key={`${person.kind}:${person.id}`} value={person.id}>
              {personLabel(person)}
            </option>
          ))}
        </CommitSelect>
      </div>
      <div className={fields.field}>
        <label htmlFor="activity-kind">{t('activity.kind')}</label>
        <CommitSelect id="activity-kind" value={filters.subjectType} onCommit={(subjectType) => set({ subjectType })}>
          <option value="">{t('activity.kind.all')}</option>
          {subjectTypes.map((type) => (
            <option key={type} value={type}>
              {subjectTypeLabel(type)}
            </option>
          ))}
        </CommitSelect>
      </div>
      <div className={fields.field}>
        <label htmlFor="activity-from">{t('activity.from')}</label>
        <input
          id="activity-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className={fields.field}>
        <label htmlFor="activity-to">{t('activity.to')}</label>
        <input
          id="activity-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
    </div>
  );
}
