/**
 * Sales tax arithmetic shared by payments (invoices' next charge) and the web (the payment page's preview), so
 * both show the same cent. Rates are whole thousandths of a percent (13 % is 13000, Québec's 9.975 % is 9975),
 * so no floating point enters a rate.
 */

/** A rate as the contract writes it ('13', '9.975') in thousandths of a percent (13000, 9975). */
export function rateMillipercentOf(ratePercent: string): number {
  const match = /^(\d{1,2})(?:\.(\d{1,3}))?$/.exec(ratePercent);
  if (!match) throw new RangeError(`a rate is a percentage with at most three decimals, not '${ratePercent}'`);
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/**
 * One tax on `amountCents` (whole cents, 0 or more) at `rateMillipercent`, rounded half up to the cent:
 * cents × rate / 100 000, the remainder deciding. Integer arithmetic only.
 */
export function taxOnCents(amountCents: number, rateMillipercent: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`an amount is a whole number of cents, 0 or more, not ${amountCents}`);
  }
  if (!Number.isSafeInteger(rateMillipercent) || rateMillipercent < 0 || rateMillipercent >= 100_000) {
    throw new RangeError(`a rate is a whole number of thousandths of a percent below 100 %, not ${rateMillipercent}`);
  }
  const scaled = amountCents * rateMillipercent;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${amountCents} cents is too large to tax exactly`);
  return Math.floor(scaled / 100_000) + (scaled % 100_000 >= 50_000 ? 1 : 0);
}
