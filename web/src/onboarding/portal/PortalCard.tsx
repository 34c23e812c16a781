import type { ReactNode } from 'react';
import { Seo } from '../../app/seo/Seo';
import layout from '../../shared/ui/layout.module.css';
import text from '../../shared/ui/text.module.css';
import styles from './PortalCard.module.css';

interface PortalCardProps {
  title: string;
  description: string;
  /** A line under the heading; the description when there is none. */
  lead?: string;
  children: ReactNode;
}

/** A portal screen: its head tags (kept out of search engines), its heading and its content on one card. */
export function PortalCard({ title, description, lead = description, children }: PortalCardProps) {
  return (
    <section className={`${layout.page} ${layout.container} ${styles.narrow}`}>
      <Seo title={title} description={description} noIndex />
      <div className={styles.card}>
        <h1>{title}</h1>
        <p className={text.muted}>{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** What a portal card shows while its code or the session it needs is on its way. */
export function PortalStatus({ children }: { children: ReactNode }) {
  return (
    <p className={layout.status} role="status">
      {children}
    </p>
  );
}
