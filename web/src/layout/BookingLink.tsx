import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { site } from '../site';

/** The booking calendar is external in production and the home wizard otherwise. */
export function BookingLink({ className, children }: { className?: string; children: ReactNode }) {
  if (site.bookingUrl.startsWith('/')) {
    return (
      <Link to={site.bookingUrl} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={site.bookingUrl} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
