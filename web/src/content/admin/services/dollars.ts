/** The most a price may be, in cents (the contract's `priceCents` maximum). */
const maxCents = 100_000_000;

/**
 * A price typed in dollars ("39", "39.50", "$1,500", "1500.5") as cents, or undefined when it is not one: at most
 * two decimals after a point, thousands optionally grouped with commas, from 0 to the contract's most.
 */
export function centsFromDollars(typed: string): number | undefined {
  const text = typed.trim().replace(/^\$\s*/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  const cents = dollars * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= maxCents ? cents : undefined;
}

/** Cents as the dollars the price field shows: "39" for whole dollars, "39.50" otherwise. */
export const dollarsOf = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
