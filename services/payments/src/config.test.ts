import { describe, expect, it } from 'vitest';
import { generateKeys } from '@agency/kit/testing';
import { loadPaymentsConfig } from './config.js';

const keys = generateKeys();
const env = (extra: Record<string, string> = {}) => ({ JWT_PUBLIC_KEY: keys.publicKey, ...extra });

describe('payments configuration', () => {
  it('leaves Stripe off when its settings are absent, empty or blank', () => {
    for (const value of [undefined, '', '  ']) {
      const config = loadPaymentsConfig(
        env(value === undefined ? {} : { STRIPE_SECRET_KEY: value, STRIPE_WEBHOOK_SECRET: value, STRIPE_API_URL: value.trim() }),
      );
      expect([config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET, config.STRIPE_API_URL]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('takes secret and restricted keys, test or live, and a webhook signing secret', () => {
    for (const key of ['sk_test_51Abc', 'sk_live_51Abc', 'rk_test_51Abc', 'rk_live_51Abc']) {
      expect(loadPaymentsConfig(env({ STRIPE_SECRET_KEY: key })).STRIPE_SECRET_KEY).toBe(key);
    }
    expect(loadPaymentsConfig(env({ STRIPE_WEBHOOK_SECRET: ' whsec_abc ' })).STRIPE_WEBHOOK_SECRET).toBe('whsec_abc');
  });

  it('refuses what is not a Stripe secret key or signing secret (a publishable key, a placeholder, swapped values)', () => {
    for (const key of ['pk_test_51Abc', 'sk_51Abc', 'REPLACE', 'whsec_abc', 'sk_prod_51Abc']) {
      expect(() => loadPaymentsConfig(env({ STRIPE_SECRET_KEY: key })), key).toThrow(
        /STRIPE_SECRET_KEY: must start with sk_test_/,
      );
    }
    for (const secret of ['sk_test_51Abc', 'REPLACE', 'whsec']) {
      expect(() => loadPaymentsConfig(env({ STRIPE_WEBHOOK_SECRET: secret })), secret).toThrow(
        /STRIPE_WEBHOOK_SECRET: must start with whsec_/,
      );
    }
  });

  it('takes an API URL that is an origin, and refuses one with a path the SDK would drop', () => {
    for (const url of ['http://127.0.0.1:12111', 'https://stripe-mock.internal/']) {
      expect(loadPaymentsConfig(env({ STRIPE_API_URL: url })).STRIPE_API_URL).toBe(url);
    }
    for (const url of ['https://api.stripe.com/v1', 'http://127.0.0.1:12111/stripe/', 'http://127.0.0.1:12111/?x=1', 'ftp://x']) {
      expect(() => loadPaymentsConfig(env({ STRIPE_API_URL: url })), url).toThrow(/STRIPE_API_URL/);
    }
  });

  it('bounds the Check Payment Status deadline under the gateway’s 60 s', () => {
    expect(loadPaymentsConfig(env()).PAYMENT_CHECK_DEADLINE_MS).toBe(15_000);
    expect(() => loadPaymentsConfig(env({ PAYMENT_CHECK_DEADLINE_MS: '60000' }))).toThrow(/PAYMENT_CHECK_DEADLINE_MS/);
  });

  it('keeps Stripe Tax off unless STRIPE_AUTOMATIC_TAX says so', () => {
    expect(loadPaymentsConfig(env()).STRIPE_AUTOMATIC_TAX).toBe(false);
    expect(loadPaymentsConfig(env({ STRIPE_AUTOMATIC_TAX: 'true' })).STRIPE_AUTOMATIC_TAX).toBe(true);
    expect(loadPaymentsConfig(env({ STRIPE_AUTOMATIC_TAX: '0' })).STRIPE_AUTOMATIC_TAX).toBe(false);
    expect(() => loadPaymentsConfig(env({ STRIPE_AUTOMATIC_TAX: 'yes' }))).toThrow(/STRIPE_AUTOMATIC_TAX/);
  });

  it('takes a GST/HST registration number of the CRA’s shape, written as invoices print it, and refuses another', () => {
    expect(loadPaymentsConfig(env()).GST_HST_NUMBER).toBeUndefined();
    expect(loadPaymentsConfig(env({ GST_HST_NUMBER: ' ' })).GST_HST_NUMBER).toBeUndefined();
    for (const number of ['123456789 RT0001', '123456789RT0001', '123456789 rt 0001']) {
      expect(loadPaymentsConfig(env({ GST_HST_NUMBER: number })).GST_HST_NUMBER, number).toBe('123456789 RT0001');
    }
    for (const number of ['12345678 RT0001', '123456789 RP0001', '123456789 RT001', 'REPLACE']) {
      expect(() => loadPaymentsConfig(env({ GST_HST_NUMBER: number })), number).toThrow(/GST_HST_NUMBER: must be a GST\/HST/);
    }
  });
});
