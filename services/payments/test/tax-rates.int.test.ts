import { afterAll, expect, it } from 'vitest';
import { testService } from '@agency/kit/testing';
import { jurisdictions, readRatesInForce, readTaxRates, taxLines } from '../src/modules/taxes/tax-rates.js';
import { payments } from './support.js';

const t = await testService(payments, { afterAll });
const orm = t.service.context.orm;

it('seeds the rates in force for every province and territory, each with its source', async () => {
  const rates = await readTaxRates(orm);
  expect(new Set(rates.map((rate) => rate.jurisdiction))).toEqual(new Set(jurisdictions));
  for (const rate of rates) expect(rate.source.trim()).not.toBe('');

  const today = '2026-11-27';
  const inForce = Object.fromEntries(
    await Promise.all(
      jurisdictions.map(async (jurisdiction) => [
        jurisdiction,
        (await readRatesInForce(orm, jurisdiction, today)).map((rate) => `${rate.kind} ${rate.rateMillipercent}`).join(' + '),
      ]),
    ),
  );
  expect(inForce).toEqual({
    AB: 'GST 5000',
    BC: 'GST 5000 + PST 7000',
    MB: 'GST 5000 + PST 7000',
    NB: 'HST 15000',
    NL: 'HST 15000',
    NS: 'HST 14000',
    NT: 'GST 5000',
    NU: 'GST 5000',
    ON: 'HST 13000',
    PE: 'HST 15000',
    QC: 'GST 5000 + QST 9975',
    SK: 'GST 5000 + PST 6000',
    YT: 'GST 5000',
  });
});

it('reads Ontario’s HST at 13 % (Québec’s 9.975 % exact), and Nova Scotia’s 15 % before 2025-04-01', async () => {
  const ontario = await readRatesInForce(orm, 'ON', '2026-01-15');
  expect(ontario).toEqual([
    expect.objectContaining({ jurisdiction: 'ON', kind: 'HST', rateMillipercent: 13_000, effectiveFrom: '2010-07-01' }),
  ]);
  expect(taxLines(4900, ontario).lines).toEqual([{ kind: 'HST', rateLabel: '13%', amountCents: 637 }]);
  expect((await readRatesInForce(orm, 'QC', '2026-01-15')).map((rate) => rate.rateMillipercent)).toEqual([5_000, 9_975]);
  expect((await readRatesInForce(orm, 'NS', '2025-03-31')).map((rate) => rate.rateMillipercent)).toEqual([15_000]);
});

it('refuses an unknown jurisdiction or kind, a rate out of range, an empty source, and a second rate for the same day', async () => {
  const insert = (jurisdiction: string, kind: string, rate: string, source = 'test') =>
    t.sql(
      `INSERT INTO tax_rates (jurisdiction, kind, rate_percent, effective_from, source)
       VALUES (:jurisdiction, :kind, :rate::numeric, '2099-01-01', :source)`,
      { jurisdiction, kind, rate, source },
    );
  await expect(insert('XX', 'GST', '5')).rejects.toThrow(/check/i);
  await expect(insert('ON', 'VAT', '5')).rejects.toThrow(/check/i);
  await expect(insert('ON', 'HST', '-1')).rejects.toThrow(/check/i);
  await expect(insert('ON', 'HST', '100')).rejects.toThrow(/check|overflow/i);
  await expect(insert('ON', 'HST', '13', ' ')).rejects.toThrow(/check/i);
  await expect(
    t.sql(
      `INSERT INTO tax_rates (jurisdiction, kind, rate_percent, effective_from, source) VALUES ('ON', 'HST', 12, '2010-07-01', 'test')`,
    ),
  ).rejects.toThrow(/duplicate key/i);
  expect(await t.sql(`SELECT 1 FROM tax_rates WHERE effective_from = '2099-01-01' OR rate_percent = 12`)).toEqual([]);
});
