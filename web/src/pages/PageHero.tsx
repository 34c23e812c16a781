import type { ReactNode } from 'react';
import { Badge } from '../ui/Badge';
import layout from '../ui/layout.module.css';
import text from '../ui/text.module.css';
import marketing from './marketing.module.css';

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
