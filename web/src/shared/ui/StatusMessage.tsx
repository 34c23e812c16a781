import type { ReactNode } from 'react';
import layout from './layout.module.css';
import styles from './StatusMessage.module.css';

/** A page's loading line (a polite status) or its failure (an alert, in red). */
export function StatusMessage({ children, failed = false }: { children: ReactNode; failed?: boolean }) {
  return (
    <p className={failed ? `${layout.status} ${styles.failed}` : layout.status} role={failed ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
