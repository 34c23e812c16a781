import { taxOnCents } from '@agency/contracts/payments/tax';
import { queryRows, type Queryable } from '@agency/kit';

/** Canada's provinces and territories by their two-letter codes. */
export const jurisdictions = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Jurisdiction = (typeof jurisdictions)[number];

/** The kinds of sales tax, in the order an invoice lists them (Manitoba's RST is kept as PST). */
export const taxKinds = ['GST', 'HST', 'PST', 'QST'] as const;
export type TaxKind = (typeof taxKinds)[number];

/** One row of `tax_rates`. */
export interface TaxRate {
  jurisdiction: Jurisdiction;
  kind: TaxKind;
  /** The rate in thousandths of a percent: 13 % is 13000, Québec's 9.975 % is 9975. 0 ends the kind. */
  rateMillipercent: number;
  /** The first day the rate applies, `YYYY-MM-DD`. */
  effectiveFrom: string;
  source: string;
}

export interface TaxLine {
  kind: TaxKind;
  /** The rate as an invoice prints it: `13%`, `9.975%`. */
  rateLabel: string;
  amountCents: number;
}

export interface TaxedAmount {
  lines: TaxLine[];
  /** The sum of the lines. */
  taxCents: number;
  /** The amount before tax plus its taxes. */
  totalCents: number;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rates in force in `jurisdiction` on `day` (`YYYY-MM-DD`, the calendar day the caller decides, e.g. the
 * invoice's date): for each kind, the row with the newest `effectiveFrom` on or before that day; a kind whose
 * newest row is 0 % no longer applies. Listed in `taxKinds` order.
 */
export function ratesInForce(rates: readonly TaxRate[], jurisdiction: Jurisdiction, day: string): TaxRate[] {
  if (!isoDay.test(day)) throw new RangeError(`a day is YYYY-MM-DD, not "${day}"`);
  const newest = new Map<TaxKind, TaxRate>();
  for (const rate of rates) {
    if (rate.jurisdiction !== jurisdiction || rate.effectiveFrom > day) continue;
    const known = newest.get(rate.kind);
    if (known === undefined || rate.effectiveFrom > known.effectiveFrom) newest.set(rate.kind, rate);
  }
  return taxKinds.flatMap((kind) => {
    const rate = newest.get(kind);
    return rate !== undefined && rate.rateMillipercent > 0 ? [rate] : [];
  });
}

/** `13000` -> `13%`, `9975` -> `9.975%`. */
export function rateLabel(rateMillipercent: number): string {
  const whole = Math.floor(rateMillipercent / 1000);
  const fraction = String(rateMillipercent % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction === '' ? `${whole}%` : `${whole}.${fraction}%`;
}

/**
 * Each tax on `amountCents` (a price before tax, in whole cents), computed on that amount alone and rounded half
 * up to the cent per line (Québec's QST on the price before GST), and the totals. Integer arithmetic only.
 */
export function taxLines(amountCents: number, rates: readonly Pick<TaxRate, 'kind' | 'rateMillipercent'>[]): TaxedAmount {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`an amount is a whole number of cents, 0 or more, not ${amountCents}`);
  }
  const lines = rates.map(({ kind, rateMillipercent }) => ({
    kind,
    rateLabel: rateLabel(rateMillipercent),
    amountCents: taxOnCents(amountCents, rateMillipercent),
  }));
  const taxCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { lines, taxCents, totalCents: amountCents + taxCents };
}

/** Every row of `tax_rates`, oldest first per jurisdiction and kind. */
export function readTaxRates(db: Queryable): Promise<TaxRate[]> {
  return queryRows<TaxRate>(
    db,
    `SELECT jurisdiction, kind, (rate_percent * 1000)::int AS rate_millipercent,
            to_char(effective_from, 'YYYY-MM-DD') AS effective_from, source
     FROM tax_rates
     ORDER BY jurisdiction, kind, effective_from`,
  );
}

/** The rates in force in `jurisdiction` on `day`, read from the database. */
export async function readRatesInForce(db: Queryable, jurisdiction: Jurisdiction, day: string): Promise<TaxRate[]> {
  return ratesInForce(await readTaxRates(db), jurisdiction, day);
}
