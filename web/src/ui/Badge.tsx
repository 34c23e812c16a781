import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/** A short highlighted label, such as an offer's "Free Trial". */
export function Badge({ children }: { children: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}
