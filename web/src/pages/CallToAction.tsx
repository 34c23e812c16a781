import type { ReactNode } from 'react';
import layout from '../ui/layout.module.css';
import marketing from './marketing.module.css';

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
