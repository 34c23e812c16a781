// Whole dollars print without cents ("$39"), others with them ("$39.50"); Canadian dollars as "$".
const whole = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', minimumFractionDigits: 2 });

/** A price the API gives in cents, as people read it. */
export function formatPrice(cents: number): string {
  return (cents % 100 === 0 ? whole : withCents).format(cents / 100);
}
