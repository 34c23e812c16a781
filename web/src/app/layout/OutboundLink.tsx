import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import { site } from '../site';
import hidden from '../../shared/ui/visuallyHidden.module.css';

// One module for the header (on every page's first route) and the pages that link out: split in two,
// imported by different sets of pages, the bundler no longer folds the shared code back into the entry
// and moves react-router, the catalog and the JSX runtime into chunks of their own, ~1.7 KB gzip more
// on every first route (scripts/first-route-size.mjs gzips each chunk on its own).

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

/** Without a booking calendar, the home page's strategy-call wizard books the call. */
export const BOOKING_FALLBACK = '/#find-your-solution';

/** The booking calendar in a new tab when one is configured, else the home page's wizard. */
export function BookingLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <OutboundLink href={site.bookingUrl} fallback={BOOKING_FALLBACK} className={className}>
      {children}
    </OutboundLink>
  );
}
