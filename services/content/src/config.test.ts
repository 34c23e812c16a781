import { describe, expect, it } from 'vitest';
import { generateKeys } from '@agency/kit/testing';
import { loadContentConfig } from './config.js';

const keys = generateKeys();
const env = (extra: Record<string, string> = {}) => ({ JWT_PUBLIC_KEY: keys.publicKey, ...extra });
const secret = 'a-production-secret-of-at-least-32-characters';

describe('content configuration', () => {
  it('has working defaults in development', () => {
    const config = loadContentConfig(env());
    expect(config).toMatchObject({
      PORT: 4004,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/agency_content',
      PUBLIC_ORIGIN: 'http://localhost:8080',
      SEED_DEMO_DATA: true,
    });
    expect(config.DOCUMENT_LINK_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.MEILI_URL).toBeUndefined();
  });

  it('requires a document link secret of 32 characters or more in production', () => {
    expect(() => loadContentConfig(env({ NODE_ENV: 'production' }))).toThrow(/DOCUMENT_LINK_SECRET: is required in production/);
    expect(() => loadContentConfig(env({ DOCUMENT_LINK_SECRET: 'too-short' }))).toThrow(/DOCUMENT_LINK_SECRET/);
    expect(loadContentConfig(env({ NODE_ENV: 'production', DOCUMENT_LINK_SECRET: secret })).DOCUMENT_LINK_SECRET).toBe(secret);
  });

  it('keeps only the origin of PUBLIC_ORIGIN and refuses what is not an http(s) URL', () => {
    expect(loadContentConfig(env({ PUBLIC_ORIGIN: 'https://maplebuilders.ca/' })).PUBLIC_ORIGIN).toBe('https://maplebuilders.ca');
    expect(() => loadContentConfig(env({ PUBLIC_ORIGIN: 'maplebuilders.ca' }))).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadContentConfig(env({ PUBLIC_ORIGIN: 'ftp://maplebuilders.ca' }))).toThrow(/PUBLIC_ORIGIN/);
  });

  it('takes Meilisearch settings when given', () => {
    const config = loadContentConfig(env({ MEILI_URL: 'http://127.0.0.1:7700', MEILI_KEY: 'master-key' }));
    expect(config).toMatchObject({ MEILI_URL: 'http://127.0.0.1:7700', MEILI_KEY: 'master-key' });
  });
});
