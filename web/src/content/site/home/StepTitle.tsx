import { useEffect, useRef, type ReactNode } from 'react';
import styles from './SolutionWizard.module.css';

/** A wizard step's heading; after a step change it takes focus so assistive technology follows. */
export function StepTitle({ id, focus, children }: { id?: string; focus: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h3 id={id} ref={heading} className={styles.stepTitle} tabIndex={-1}>
      {children}
    </h3>
  );
}
