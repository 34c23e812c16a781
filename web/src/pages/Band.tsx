import type { ReactNode } from 'react';
import layout from '../ui/layout.module.css';
import marketing from './marketing.module.css';

interface BandProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  lead?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** A full-width section of a marketing page under its own heading. */
export function Band({ id, title, lead, tinted = false, children }: BandProps) {
  return (
    <section className={tinted ? `${marketing.band} ${marketing.tinted}` : marketing.band} aria-labelledby={id}>
      <div className={layout.container}>
        <h2 id={id}>{title}</h2>
        {lead && <p className={marketing.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
