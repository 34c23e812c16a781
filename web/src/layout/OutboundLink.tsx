import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../i18n/messages';
import hidden from '../ui/visuallyHidden.module.css';

interface OutboundLinkProps {
  /** The configured external page, if any. */
  href: string | undefined;
  /** Where the link goes on this site when no external page is configured. */
  fallback: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to an external page (booking calendar, partner form, subscription sign-up) in a new tab, its
 * name saying so; without a configured page, a link within the site in the same tab.
 */
export function OutboundLink({ href, fallback, className, children }: OutboundLinkProps) {
  if (!href) {
    return (
      <Link to={fallback} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children} <span className={hidden.visuallyHidden}>{t('site.newTab')}</span>
    </a>
  );
}
