import type { AccessCodeState, ClientStatus } from './clientLabels';
import styles from './StatusBadge.module.css';

/** A client's derived status, or an access code's state, in its colour and in words. */
export function StatusBadge({ tone, label }: { tone: ClientStatus | AccessCodeState; label: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{label}</span>;
}
