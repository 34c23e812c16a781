import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseServiceEnv, ConfigError, parseConfig } from './config.js';

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
