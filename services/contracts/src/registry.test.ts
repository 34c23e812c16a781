import { describe, expect, it } from 'vitest';
import { databaseName, parseRegistry, registry, serviceEntryOf, upstreamUrlKey } from './registry.js';

const entry = (name: string, port: number, extra: object = {}) => ({
  name,
  port,
  database: name,
  produces: [],
  publicPrefix: `/api/${name}`,
  rateLimits: [],
  ...extra,
});

describe('the service registry', () => {
  it('loads and lists every service once', () => {
    expect(registry.services.map((s) => s.name)).toEqual(expect.arrayContaining(['identity', 'leads', 'notifications']));
    expect(serviceEntryOf('leads')).toMatchObject({ port: 4002, produces: ['LEADS'], publicPrefix: '/api/leads' });
    expect(() => serviceEntryOf('nope')).toThrow(/not in services\/contracts\/registry.json/);
  });

  it('names upstream keys and databases the same way everywhere', () => {
    expect(upstreamUrlKey('client-portal')).toBe('CLIENT_PORTAL_URL');
    expect(databaseName('leads')).toBe('agency_leads');
    expect(databaseName('leads', 't1a2b3')).toBe('agency_t1a2b3_leads');
  });

  it('refuses clashing ports, names, databases and prefixes', () => {
    const gateway = { port: 8080, database: 'gateway' };
    expect(() => parseRegistry({ gateway, services: [entry('a', 4001), entry('b', 4001)] })).toThrow(/every port/);
    expect(() => parseRegistry({ gateway, services: [entry('a', 4001), entry('a', 4002)] })).toThrow(/every name/);
    expect(() => parseRegistry({ gateway, services: [entry('gateway', 4001)] })).toThrow(/every database/);
    expect(() => parseRegistry({ gateway, services: [entry('a', 4001), entry('b', 4002, { publicPrefix: '/api/a' })] })).toThrow(
      /every publicPrefix/,
    );
    expect(() => parseRegistry({ gateway, services: [entry('a', 8080)] })).toThrow(/every port/);
  });

  it('refuses a stream that is not the service’s own, and unknown fields', () => {
    const gateway = { port: 8080, database: 'gateway' };
    expect(() => parseRegistry({ gateway, services: [entry('a', 4001, { produces: ['B'] })] })).toThrow(/its own stream/);
    expect(() => parseRegistry({ gateway, services: [entry('a', 4001, { prot: 1 })] })).toThrow(/prot/);
  });
});
