import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/** A short highlighted label, such as an offer's "Free Trial". */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ? `${styles.badge} ${className}` : styles.badge}>{children}</span>;
}
