import { locale } from './locale';

/* Numbers and prices as the site shows them, in its locale (dates and times: viewerTime.ts). */

// Whole dollars print without cents ("$39"), others with them ("$39.50"); Canadian dollars as "$".
const wholeDollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', minimumFractionDigits: 2 });

/** A price in cents (how the API and the plans keep amounts), as people read it. */
export const formatPrice = (cents: number) => (cents % 100 === 0 ? wholeDollars : withCents).format(cents / 100);

/**
 * A client's monthly price in cents, the one way every screen shows it: with 2 decimals (spec 001 §9,
 * "$39.00"), and none recorded (not paid yet, or paid in demo mode) as $0.00.
 */
export const formatMonthlyPrice = (cents: number | null) => withCents.format((cents ?? 0) / 100);

/** An amount of a bill in cents, always with its cents ("$44.07", "-$5.00" for a credit). */
export const formatCents = (cents: number) => withCents.format(cents / 100);
