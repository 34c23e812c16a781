import type { ReactNode } from 'react';
import { phoneHref, site } from '../../app/site';

/** Our phone number and e-mail address as links, one per line, then any further lines given. */
export function ContactLinks({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <ul className={className}>
      <li>
        <a href={phoneHref}>{site.phone}</a>
      </li>
      <li>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
      {children}
    </ul>
  );
}
