import type { ReactNode } from 'react';
import { site } from '../site';
import { OutboundLink } from './OutboundLink';

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
