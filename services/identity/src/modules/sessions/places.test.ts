import { describe, expect, it } from 'vitest';
import { LOCAL_NETWORK_PLACE, placeOf } from './places.js';

describe('placeOf', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '172.31.255.1',
    '192.168.1.20',
    '169.254.3.4',
    '::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:192.168.0.4',
  ])('calls %s the local network', (address) => {
    expect(placeOf(address)).toBe(LOCAL_NETWORK_PLACE);
  });

  it.each(['203.0.113.7', '172.32.0.1', '8.8.8.8', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-address', '', null, undefined])(
    'names no place for %j',
    (address) => {
      expect(placeOf(address)).toBeNull();
    },
  );
});
