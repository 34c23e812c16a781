import { describe, expect, it } from 'vitest';
import { ConfigError } from '@agency/kit';
import { generateKeys } from '@agency/kit/testing';
import { serviceEntryOf } from '@agency/contracts/registry';
import { loadIdentityConfig } from './config.js';
import { CODE_GUESSES_PER_ADDRESS_WHILE_SPENT } from './modules/access-codes/code-guesses.js';

const keys = generateKeys();
const env = (extra: Record<string, string> = {}) => ({
  JWT_PUBLIC_KEY: keys.publicKey,
  JWT_PRIVATE_KEY: keys.privateKey,
  ...extra,
});

describe('identity configuration', () => {
  it('has working defaults for everything but the key pair', () => {
    expect(loadIdentityConfig(env())).toMatchObject({
      PORT: 4001,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/agency_identity',
      ADMIN_EMAIL: 'admin@maplebuilders.ca',
      ADMIN_PASSWORD: 'ChangeMe-Admin-2026!',
      SEED_DEMO_DATA: true,
      secureCookies: false,
      REFRESH_TOKEN_DAYS: 14,
      SIGN_IN_ACCOUNT_RATE_LIMIT: 5,
      SIGN_IN_ACCOUNT_WINDOW_SECONDS: 900,
      SIGN_IN_ACCOUNT_CEILING: 100,
      SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS: 3600,
      ACCESS_CODE_GUESS_BUDGET: 100,
      ACCESS_CODE_GUESS_BUDGET_WINDOW_SECONDS: 3600,
      PUBLIC_ORIGIN: 'http://localhost:8080',
    });
  });

  it('keeps its limits per address within the gateway’s, and its ceilings far above them', () => {
    const config = loadIdentityConfig(env());
    const gateway = Object.fromEntries(serviceEntryOf('identity').rateLimits.map((rule) => [rule.rule, rule]));
    // A person mistyping from one address meets identity's answer (with how long to wait) before the gateway's.
    expect(gateway['sign-in']!.limit).toBeGreaterThan(config.SIGN_IN_ACCOUNT_RATE_LIMIT);
    expect(gateway['sign-in']!.windowSeconds).toBeLessThanOrEqual(config.SIGN_IN_ACCOUNT_WINDOW_SECONDS);
    // The ceiling takes several addresses' worth of failures within its window.
    const perAddressInCeilingWindow =
      (config.SIGN_IN_ACCOUNT_RATE_LIMIT * config.SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS) / config.SIGN_IN_ACCOUNT_WINDOW_SECONDS;
    expect(config.SIGN_IN_ACCOUNT_CEILING).toBeGreaterThanOrEqual(5 * perAddressInCeilingWindow);
    expect(config.SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS).toBeGreaterThanOrEqual(config.SIGN_IN_ACCOUNT_WINDOW_SECONDS);
    // While the budget of wrong codes is spent, an address gets fewer than the gateway lets through.
    expect(CODE_GUESSES_PER_ADDRESS_WHILE_SPENT).toBeLessThan(gateway['access-code']!.limit);
    expect(gateway['access-code']!.counted).toBe('shared');
    expect(gateway['sign-in']!.counted).toBe('shared');
  });

  it('keeps only the origin of PUBLIC_ORIGIN and refuses what is not an http(s) URL', () => {
    expect(loadIdentityConfig(env({ PUBLIC_ORIGIN: 'https://maplebuilders.ca/some/path' })).PUBLIC_ORIGIN).toBe(
      'https://maplebuilders.ca',
    );
    expect(() => loadIdentityConfig(env({ PUBLIC_ORIGIN: 'maplebuilders.ca' }))).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadIdentityConfig(env({ PUBLIC_ORIGIN: 'javascript:alert(1)' }))).toThrow(/PUBLIC_ORIGIN/);
  });

  it('makes cookies Secure exactly when the public origin is https, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(loadIdentityConfig(env({ NODE_ENV, PUBLIC_ORIGIN: 'https://maplebuilders.ca' })).secureCookies, NODE_ENV).toBe(true);
      expect(loadIdentityConfig(env({ NODE_ENV, PUBLIC_ORIGIN: 'http://localhost:8080' })).secureCookies, NODE_ENV).toBe(false);
    }
    // No setting turns it off for an https site.
    const insecure = env({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://maplebuilders.ca', COOKIE_SECURE: 'false' });
    expect(loadIdentityConfig(insecure).secureCookies).toBe(true);
  });

  it('reads boolean flags from true/false only', () => {
    expect(loadIdentityConfig(env({ SEED_DEMO_DATA: 'false' })).SEED_DEMO_DATA).toBe(false);
    expect(() => loadIdentityConfig(env({ SEED_DEMO_DATA: 'yes' }))).toThrow(/SEED_DEMO_DATA/);
  });

  it('accepts PEM keys given with literal \\n sequences', () => {
    const escaped = env({
      JWT_PRIVATE_KEY: keys.privateKey.replace(/\n/g, '\\n'),
      JWT_PUBLIC_KEY: keys.publicKey.replace(/\n/g, '\\n'),
    });
    expect(loadIdentityConfig(escaped).JWT_PRIVATE_KEY).toBe(keys.privateKey);
  });

  it('fails fast, naming every bad key', () => {
    let error: unknown;
    try {
      loadIdentityConfig({
        JWT_PUBLIC_KEY: keys.publicKey,
        ADMIN_PASSWORD: 'short',
        ADMIN_EMAIL: 'nope',
        REFRESH_TOKEN_DAYS: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of ['JWT_PRIVATE_KEY', 'ADMIN_PASSWORD', 'ADMIN_EMAIL', 'REFRESH_TOKEN_DAYS']) expect(problems).toContain(key);
  });

  it('refuses a private key that does not belong to the public key', () => {
    expect(() => loadIdentityConfig(env({ JWT_PRIVATE_KEY: generateKeys().privateKey }))).toThrow(
      /does not belong to JWT_PUBLIC_KEY/,
    );
    expect(() =>
      loadIdentityConfig(env({ JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\ngarbage\n-----END PRIVATE KEY-----' })),
    ).toThrow(/not a readable PEM private key/);
  });
});
