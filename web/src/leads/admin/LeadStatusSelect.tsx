import { CommitSelect } from '../../shared/ui/CommitSelect';
import styles from './LeadStatusSelect.module.css';

interface LeadStatusSelectProps<Status extends string> {
  /** Names the select by the lead it changes. */
  label: string;
  status: Status;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  /** While this lead's change is in flight. */
  busy: boolean;
  onCommit: (status: Status) => void;
}

/** A lead's status in its list's row, coloured by the status, changed where it is shown. */
export function LeadStatusSelect<Status extends string>({
  label,
  status,
  statuses,
  statusLabel,
  busy,
  onCommit,
}: LeadStatusSelectProps<Status>) {
  return (
    <CommitSelect
      className={`${styles.status} ${styles[status]}`}
      aria-label={label}
      value={status}
      disabled={busy}
      onCommit={(next) => onCommit(next as Status)}
    >
      {statuses.map((option) => (
        <option key={option} value={option}>
          {statusLabel(option)}
        </option>
      ))}
    </CommitSelect>
  );
}
