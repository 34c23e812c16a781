import { phoneHref, site } from '../site';

/** Our phone number and e-mail address as links, one per line. */
export function ContactLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      <li>
        <a href={phoneHref}>{site.phone}</a>
      </li>
      <li>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
    </ul>
  );
}
