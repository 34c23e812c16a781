import { describe, expect, it } from 'vitest';
import { registry } from '@agency/contracts/registry';
import { loadGatewayConfig } from './config.js';

const key = { JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----' };
const messaging = (env: Record<string, string>) =>
  loadGatewayConfig({ ...key, ...env }).upstreams.find((upstream) => upstream.name === 'messaging')!;

describe('a service’s URL', () => {
  it('defaults to its registry port on this machine, one origin', () => {
    const port = registry.services.find((service) => service.name === 'messaging')!.port;
    expect(messaging({}).urls).toEqual([`http://127.0.0.1:${port}`]);
  });

  it('may list several replicas, comma-separated, each kept as its origin', () => {
    expect(messaging({ MESSAGING_URL: 'http://127.0.0.1:4007, http://10.0.0.6:4007/,https://messaging.internal' }).urls).toEqual([
      'http://127.0.0.1:4007',
      'http://10.0.0.6:4007',
      'https://messaging.internal',
    ]);
  });

  it.each([
    ['an empty value', ''],
    ['an empty entry', 'http://127.0.0.1:4007,,http://127.0.0.1:4017'],
    ['another scheme', 'ftp://127.0.0.1:4007'],
    ['a path, which would be dropped', 'http://127.0.0.1:4007/api'],
    ['not a URL', '127.0.0.1:4007'],
  ])('refuses %s, naming the key and the entry', (_case, value) => {
    expect(() => messaging({ MESSAGING_URL: value })).toThrow(
      /MESSAGING_URL\.\d: must be an http\(s\) origin \(http:\/\/host:port, no path\), or a comma-separated list of them/,
    );
  });
});

describe('the image hosts pages may show images from', () => {
  const imageHosts = (value?: string) =>
    loadGatewayConfig({ ...key, ...(value === undefined ? {} : { IMAGE_HOSTS: value }) }).IMAGE_HOSTS;

  it('are none beside the site’s own origin by default', () => {
    expect(imageHosts()).toEqual([]);
    expect(imageHosts('')).toEqual([]);
  });

  it('are origins, comma-separated', () => {
    expect(imageHosts('https://images.maplebuilders.ca, https://cdn.example.com/')).toEqual([
      'https://images.maplebuilders.ca',
      'https://cdn.example.com',
    ]);
  });

  it.each([
    ['a whole scheme', 'https:'],
    ['a wildcard', '*'],
    ['a wildcard host', 'https://*.example.com'],
    ['a data: source', 'data:'],
    ['a path', 'https://cdn.example.com/images'],
    ['another scheme', 'ftp://cdn.example.com'],
    ['a bare host', 'cdn.example.com'],
  ])('refuse %s', (_case, value) => {
    expect(() => imageHosts(value)).toThrow(/IMAGE_HOSTS/);
  });
});

describe('the proxies trusted for the client’s address (TRUST_PROXY)', () => {
  const trusted = (value?: string) =>
    loadGatewayConfig({ ...key, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;

  it('are none by default: the connection’s address is the client’s', () => {
    expect(trusted()).toBe(false);
    expect(trusted('false')).toBe(false);
  });

  it('are named by address, range or named range', () => {
    expect(trusted('uniquelocal')).toBe('uniquelocal');
    expect(trusted(' 10.0.0.0/8, 192.168.1.7 ,fd00::/8,loopback')).toBe('10.0.0.0/8,192.168.1.7,fd00::/8,loopback');
  });

  it.each([
    ['true, which would believe the client-written left end', 'true'],
    ['a hop count, which cannot tell a proxy from a client', '1'],
    ['a host name', 'ingress.local'],
    ['a bad range', '10.0.0.0/33'],
  ])('refuse %s', (_case, value) => {
    expect(() => trusted(value)).toThrow(/TRUST_PROXY/);
  });
});
