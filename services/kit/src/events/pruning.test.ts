import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { baseServiceEnv, parseConfig } from '../config.js';
import type { Orm } from '../db/orm.js';
import { startEventPruning } from './pruning.js';

const config = (env: Record<string, string>) =>
  parseConfig(baseServiceEnv, {
    DATABASE_URL: 'postgres://db/agency_x',
    JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----',
    ...env,
  });

const silent = Fastify().log;

describe('startEventPruning', () => {
  it('refuses an inbox retention that a redelivery could outlast', () => {
    // 3 deliveries × 30 s ack wait + 1 s + 2 s of pauses = 93 s.
    const tooShort = config({ EVENT_MAX_DELIVER: '3', INBOX_RETENTION_MS: '93000' });
    expect(() => startEventPruning({} as Orm, tooShort, silent)).toThrow(/redelivery horizon \(93000 ms\)/);
  });
});
