import { describe, expect, it } from 'vitest';
import { databaseName, parseRegistry, pathPrefixesOf, registry, serviceEntryOf, upstreamUrlKey } from './registry.js';

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

  it('reads rate limits as a limit per window, with one or several path prefixes, and refuses clashing rule names', () => {
    const gateway = { port: 8080, database: 'gateway' };
    const rule = (name: string, extra: object = {}) => ({
      rule: name,
      method: 'POST',
      pathPrefix: '/auth/login',
      limit: 30,
      windowSeconds: 300,
      by: 'ip',
      override: `${name.toUpperCase().replace(/-/g, '_')}_RATE_LIMIT`,
      counted: 'shared',
      ...extra,
    });
    const parsed = parseRegistry({
      gateway,
      services: [entry('a', 4001, { rateLimits: [rule('one'), rule('two', { pathPrefix: ['/x', '/y'] })] })],
    });
    expect(parsed.services[0]!.rateLimits.map(pathPrefixesOf)).toEqual([['/auth/login'], ['/x', '/y']]);
    const services = (rateLimits: object[]) => [entry('a', 4001, { rateLimits })];
    expect(() => parseRegistry({ gateway, services: services([rule('one'), rule('one', { override: 'OTHER' })]) })).toThrow(
      /every rule/,
    );
    expect(() => parseRegistry({ gateway, services: services([rule('one', { perMinute: 10 })]) })).toThrow(/perMinute/);
    expect(() => parseRegistry({ gateway, services: services([rule('one', { windowSeconds: 3601 })]) })).toThrow(/windowSeconds/);
    expect(() => parseRegistry({ gateway, services: services([rule('one', { pathPrefix: [] })]) })).toThrow(/pathPrefix/);
    expect(() => parseRegistry({ gateway, services: services([rule('one', { pathPrefix: 'auth' })]) })).toThrow(/pathPrefix/);
    expect(() => parseRegistry({ gateway, services: services([rule('one', { counted: 'somewhere' })]) })).toThrow(/counted/);
    expect(() => parseRegistry({ gateway, services: services([rule('one', { whenStoreDown: 'allow' })]) })).toThrow(
      /whenStoreDown/,
    );
  });

  it('lists identity’s limits: sign-in over 5 minutes, access codes and password resets over a minute', () => {
    const rules = Object.fromEntries(serviceEntryOf('identity').rateLimits.map((r) => [r.rule, r]));
    expect(rules['sign-in']).toMatchObject({ limit: 30, windowSeconds: 300, counted: 'shared' });
    expect(rules['access-code']).toMatchObject({
      pathPrefix: ['/auth/access-code', '/auth/register'],
      limit: 10,
      windowSeconds: 60,
      override: 'ACCESS_CODE_RATE_LIMIT',
      counted: 'shared',
    });
    expect(rules['password-reset']).toMatchObject({
      limit: 5,
      windowSeconds: 60,
      override: 'PASSWORD_RESET_RATE_LIMIT',
      counted: 'shared',
    });
    expect(serviceEntryOf('identity').produces).toEqual(['IDENTITY']);
  });

  it('counts the limits that guard accounts across replicas, and spam limits on forms, search and previews per replica', () => {
    const counted = Object.fromEntries(registry.services.flatMap((s) => s.rateLimits).map((r) => [r.rule, r.counted]));
    expect(counted).toEqual({
      'sign-in': 'shared',
      'access-code': 'shared',
      'password-reset': 'shared',
      'team-invitation': 'shared',
      'public-form': 'per-replica',
      'volunteer-application': 'per-replica',
      'site-search': 'per-replica',
      // A preview link's token is 256 random bits: the limit only keeps a flood off the database.
      'post-preview': 'per-replica',
    });
  });
});
