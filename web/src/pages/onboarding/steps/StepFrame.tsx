import { useEffect, useRef, type ReactNode } from 'react';
import { t, type TextKey } from '../../../i18n/messages';
import { Seo } from '../../../seo/Seo';
import layout from '../../../ui/layout.module.css';
import text from '../../../ui/text.module.css';
import { PortalSignOut } from '../PortalSignOut';
import styles from './Steps.module.css';

interface StepFrameProps {
  /** The page's name and summary (its head tags); the heading is `heading` when given. */
  title: TextKey;
  description: TextKey;
  heading?: string;
  lead?: string;
  children?: ReactNode;
}

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

/** A step's page: its head tags (kept out of search engines), its heading with Sign Out beside it, its content. */
export function StepFrame({ title, description, heading = t(title), lead, children }: StepFrameProps) {
  const headingRef = useFocusWhenChanged(heading);
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t(title)} description={t(description)} noIndex />
      <div className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1}>
          {heading}
        </h1>
        <PortalSignOut />
      </div>
      {lead && <p className={text.lead}>{lead}</p>}
      {children}
    </section>
  );
}
