import fields from '../forms/Field.module.css';
import { CommitSelect } from '../ui/CommitSelect';
import styles from './ListFilters.module.css';

/** How long a list waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListFiltersProps<Status extends string> {
  /** Prefix of the two controls' ids. */
  id: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (search: string) => void;
  filterLabel: string;
  allLabel: string;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  status: Status | 'all';
  onStatus: (status: Status | 'all') => void;
}

/** The search box and status filter above a back-office list. */
export function ListFilters<Status extends string>(props: ListFiltersProps<Status>) {
  const { id, search, onSearch, status, onStatus, statuses, statusLabel } = props;
  return (
    <div className={styles.toolbar}>
      <div className={fields.field}>
        <label htmlFor={`${id}-search`}>{props.searchLabel}</label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder={props.searchPlaceholder}
          maxLength={200}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className={fields.field}>
        <label htmlFor={`${id}-status`}>{props.filterLabel}</label>
        <CommitSelect id={`${id}-status`} value={status} onCommit={(next) => onStatus(next as Status | 'all')}>
          <option value="all">{props.allLabel}</option>
          {statuses.map((option) => (
            <option key={option} value={option}>
              {statusLabel(option)}
            </option>
          ))}
        </CommitSelect>
      </div>
    </div>
  );
}
