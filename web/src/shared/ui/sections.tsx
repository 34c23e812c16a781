import type { ReactNode } from 'react';
import { Badge } from './Badge';
import layout from './layout.module.css';
import text from './text.module.css';
import marketing from './marketing.module.css';

/* The building blocks of the marketing pages, in one module so a page loads them as one file. */

interface PageHeroProps {
  /** The heading's id, which names the section. */
  id: string;
  /** A small line above the heading, or a badge in its place. */
  eyebrow?: string;
  badge?: string;
  title: string;
  lead: string;
  /** The buttons and links under the lead. */
  actions: ReactNode;
  /** Anything between the lead and the actions. */
  children?: ReactNode;
}

/** The top of a marketing page: its one h1, a lead paragraph and its calls to action. */
export function PageHero({ id, eyebrow, badge, title, lead, actions, children }: PageHeroProps) {
  return (
    <section className={marketing.hero} aria-labelledby={id}>
      <div className={layout.container}>
        {eyebrow && <p className={text.eyebrow}>{eyebrow}</p>}
        {badge && <Badge>{badge}</Badge>}
        <h1 id={id}>{title}</h1>
        <p className={text.lead}>{lead}</p>
        {children}
        <div className={marketing.actions}>{actions}</div>
      </div>
    </section>
  );
}

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

/** Numbered steps, each a short title and a line of text. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className={marketing.steps}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The dark band that closes a marketing page: a heading, a line and its actions. */
export function CallToAction({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section className={marketing.cta} aria-labelledby={id}>
      <div className={layout.container}>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <div className={marketing.actions}>{children}</div>
      </div>
    </section>
  );
}
