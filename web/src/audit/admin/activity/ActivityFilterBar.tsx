import { t } from '../../../shared/i18n/messages';
import fields from '../../../shared/forms/Field.module.css';
import { CommitSelect } from '../../../shared/ui/CommitSelect';
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
      <DayField bound="from" filters={filters} set={set} />
      <DayField bound="to" filters={filters} set={set} />
    </div>
  );
}

interface DayFieldProps {
  bound: 'from' | 'to';
  filters: ActivityFilters;
  set: (change: Partial<ActivityFilters>) => void;
}

/** The first or the last day shown; each is held to the other, so the range never runs backwards. */
function DayField({ bound, filters, set }: DayFieldProps) {
  const id = `activity-${bound}`;
  const other = (bound === 'from' ? filters.to : filters.from) || undefined;
  return (
    <div className={fields.field}>
      <label htmlFor={id}>{t(`activity.${bound}`)}</label>
      <input
        id={id}
        type="date"
        value={filters[bound]}
        min={bound === 'to' ? other : undefined}
        max={bound === 'from' ? other : undefined}
        onChange={(event) => set({ [bound]: event.target.value })}
      />
    </div>
  );
}
