import { Migration } from '@mikro-orm/migrations';

const cra =
  'CRA, GST/HST rates: https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html';
const novaScotia = `Nova Scotia, HST decrease to 14% on 2025-04-01 (Province of Nova Scotia news release of 2025-01-03, "Nova Scotia's Transitional Rules Posted for HST Reduction")`;

/** [jurisdiction, kind, rate in percent, effective from, source]: the rates in force in 2026, and Nova Scotia's rate before its change. */
const seed: [string, string, string, string, string][] = [
  ...['AB', 'BC', 'MB', 'NT', 'NU', 'QC', 'SK', 'YT'].map((jurisdiction): [string, string, string, string, string] => [
    jurisdiction,
    'GST',
    '5',
    '2008-01-01',
    cra,
  ]),
  ['ON', 'HST', '13', '2010-07-01', cra],
  ['NB', 'HST', '15', '2016-07-01', cra],
  ['NL', 'HST', '15', '2016-07-01', cra],
  ['PE', 'HST', '15', '2016-10-01', cra],
  ['NS', 'HST', '15', '2010-07-01', cra],
  ['NS', 'HST', '14', '2025-04-01', novaScotia],
  ['BC', 'PST', '7', '2013-04-01', 'Provincial Sales Tax Act (British Columbia), PST reinstated at 7% on 2013-04-01'],
  [
    'MB',
    'PST',
    '7',
    '2019-07-01',
    'The Retail Sales Tax Act (Manitoba): RST lowered from 8% to 7% on 2019-07-01 (stored as PST)',
  ],
  [
    'SK',
    'PST',
    '6',
    '2017-03-23',
    'The Provincial Sales Tax Act (Saskatchewan): PST raised from 5% to 6% on 2017-03-23 (2017-18 budget)',
  ],
  [
    'QC',
    'QST',
    '9.975',
    '2013-01-01',
    'Act respecting the Québec sales tax (Revenu Québec): QST 9.975% on the price before GST since 2013-01-01',
  ],
];

class AddTaxRates extends Migration {
  override up(): void {
    // Canada's sales tax rates as data, per province or territory: each kind's rate from the day it took effect
    // (a change is a new row; the newest effective_from on or before a day is the rate in force that day).
    // rate_percent has three decimals so Québec's 9.975 % is exact; 0 ends a kind from that day (a province
    // leaving the HST for GST + PST, as BC did in 2013). Manitoba's RST is kept as kind PST.
    this.addSql(`
      CREATE TABLE tax_rates (
        jurisdiction text NOT NULL
          CHECK (jurisdiction IN ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
        kind text NOT NULL CHECK (kind IN ('GST', 'HST', 'PST', 'QST')),
        rate_percent numeric(6, 3) NOT NULL CHECK (rate_percent >= 0 AND rate_percent < 100),
        effective_from date NOT NULL,
        source text NOT NULL CHECK (btrim(source) <> ''),
        PRIMARY KEY (jurisdiction, kind, effective_from)
      )`);
    const values = seed.map((row) => `(${row.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')})`).join(',\n        ');
    this.addSql(`
      INSERT INTO tax_rates (jurisdiction, kind, rate_percent, effective_from, source)
      VALUES
        ${values}`);
  }
}

export const migrations = [{ name: '0003-tax-rates', class: AddTaxRates }];
