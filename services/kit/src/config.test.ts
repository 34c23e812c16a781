import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseServiceEnv, ConfigError, imageHostOrigins, parseConfig, timeZoneName } from './config.js';

const publicKey = '-----BEGIN PUBLIC KEY-----\\nMFkw\\n-----END PUBLIC KEY-----';

describe('parseConfig', () => {
  it('applies defaults and turns literal \\n in PEM values into new lines', () => {
    const config = parseConfig(baseServiceEnv, { DATABASE_URL: 'postgres://db/agency_x', JWT_PUBLIC_KEY: publicKey });
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.EVENT_NAMESPACE).toBe('');
    expect(config.BODY_LIMIT_BYTES).toBe(65536);
    expect(config.JWT_PUBLIC_KEY.split('\n')).toHaveLength(3);
  });

  it('names every bad key at once', () => {
    const schema = baseServiceEnv.extend({ PORT: z.coerce.number().int().max(65535) });
    let error: unknown;
    try {
      parseConfig(schema, { DATABASE_URL: 'mysql://db/x', JWT_PUBLIC_KEY: 'nope', PORT: '70000', EVENT_NAMESPACE: 'Bad-Name' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_PUBLIC_KEY', 'PORT', 'EVENT_NAMESPACE']));
  });
});

describe('shared settings', () => {
  it('sizes the database pool at 10 unless told, from 1 to 100', () => {
    const base = { DATABASE_URL: 'postgres://db/agency_x', JWT_PUBLIC_KEY: publicKey };
    expect(parseConfig(baseServiceEnv, base).DATABASE_POOL_MAX).toBe(10);
    expect(parseConfig(baseServiceEnv, { ...base, DATABASE_POOL_MAX: '4' }).DATABASE_POOL_MAX).toBe(4);
    for (const bad of ['0', '101', '2.5', 'many'])
      expect(() => parseConfig(baseServiceEnv, { ...base, DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('takes a time zone the runtime knows, else names the key', () => {
    const schema = z.object({ ZONE: timeZoneName('America/Edmonton') });
    expect(parseConfig(schema, {}).ZONE).toBe('America/Edmonton');
    expect(parseConfig(schema, { ZONE: 'America/Toronto' }).ZONE).toBe('America/Toronto');
    expect(() => parseConfig(schema, { ZONE: 'Mars/Olympus' })).toThrow(/ZONE.*not a time zone/);
  });

  it('reads image hosts as origins, and refuses a path, a wildcard or another scheme', () => {
    const schema = z.object({ IMAGE_HOSTS: imageHostOrigins });
    expect(parseConfig(schema, {}).IMAGE_HOSTS).toEqual([]);
    expect(parseConfig(schema, { IMAGE_HOSTS: 'https://images.example.com/, https://cdn.example.org:8443' }).IMAGE_HOSTS).toEqual(
      ['https://images.example.com', 'https://cdn.example.org:8443'],
    );
    for (const bad of ['https://images.example.com/logos', 'https://*.example.com', 'ftp://files.example.com'])
      expect(() => parseConfig(schema, { IMAGE_HOSTS: bad })).toThrow(/IMAGE_HOSTS/);
  });
});
