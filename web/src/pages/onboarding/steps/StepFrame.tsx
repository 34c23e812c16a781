import type { ReactNode } from 'react';
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

/** A step's page: its head tags (kept out of search engines), its heading with Sign Out beside it, its content. */
export function StepFrame({ title, description, heading = t(title), lead, children }: StepFrameProps) {
  return (
    <section className={`${layout.page} ${layout.container}`}>
      <Seo title={t(title)} description={t(description)} noIndex />
      <div className={styles.header}>
        <h1>{heading}</h1>
        <PortalSignOut />
      </div>
      {lead && <p className={text.lead}>{lead}</p>}
      {children}
    </section>
  );
}
