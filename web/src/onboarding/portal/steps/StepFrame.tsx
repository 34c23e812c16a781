import { useEffect, useRef, type ReactNode } from 'react';
import { t, type TextKey } from '../../../shared/i18n/messages';
import { Seo } from '../../../app/seo/Seo';
import layout from '../../../shared/ui/layout.module.css';
import text from '../../../shared/ui/text.module.css';
import { PortalSignOut } from '../PortalSignOut';
import styles from './Steps.module.css';

interface StepFrameProps {
  /** The page's name and summary (its head tags); the heading is `heading` when given. */
  title: TextKey;
  description: TextKey;
  heading?: string;
  lead?: string;
  /**
   * A wait between steps (Verifying Payment, Payment Received, Onboarding Complete!): what is happening,
   * shown in the middle of the page under the heading, with a progress indicator the heading names.
   */
  progress?: string;
  children?: ReactNode;
}

const PROGRESS_HEADING_ID = 'step-progress-heading';

/**
 * Moves focus to the heading when it changes after the first render: the step has put another screen
 * in place of the one the keyboard or the screen reader was on (Verifying Payment, Onboarding Complete!).
 */
function useFocusWhenChanged(heading: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = useRef(heading);
  useEffect(() => {
    if (shown.current === heading) return;
    shown.current = heading;
    ref.current?.focus();
  }, [heading]);
  return ref;
}

/**
 * A step's page: its head tags (kept out of search engines), its heading with Sign Out beside it (the
 * header leaves its own out: `ownSignOut` in the route table), its content.
 */
export function StepFrame({ title, description, heading = t(title), lead, progress, children }: StepFrameProps) {
  const headingRef = useFocusWhenChanged(heading);
  const waiting = progress !== undefined;
  return (
    <section className={`${layout.page} ${layout.container}${waiting ? ` ${styles.centered}` : ''}`}>
      <Seo title={t(title)} description={t(description)} noIndex />
      <div className={waiting ? `${styles.header} ${styles.centeredHeader}` : styles.header}>
        <h1 ref={headingRef} tabIndex={-1} id={waiting ? PROGRESS_HEADING_ID : undefined}>
          {heading}
        </h1>
        <PortalSignOut />
      </div>
      {lead && <p className={text.lead}>{lead}</p>}
      {waiting && (
        <>
          <span className={styles.spinner} role="progressbar" aria-labelledby={PROGRESS_HEADING_ID} />
          <p className={layout.status} role="status">
            {progress}
          </p>
        </>
      )}
      {children}
    </section>
  );
}
