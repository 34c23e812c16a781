import { isIPv4, isIPv6 } from 'node:net';

/**
 * What the Account page says about where a session's address is. There is no address-to-place (GeoIP) database
 * here, and guessing a city from an address would often be wrong, so only what the address itself shows is said:
 * a loopback or private address is the network of the device that serves the site (a local install, an office
 * network); any other address is shown as it is, with no place.
 */
export const LOCAL_NETWORK_PLACE = "This device's network";

const privateIPv4 = (address: string) => {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
};

/** IPv6 loopback, unique local (fc00::/7) and link-local (fe80::/10), and IPv4 addresses written as IPv6. */
function privateIPv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return privateIPv4(mapped[1]!);
  return /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
}

export function placeOf(address: string | null | undefined): string | null {
  if (!address) return null;
  if (isIPv4(address)) return privateIPv4(address) ? LOCAL_NETWORK_PLACE : null;
  if (isIPv6(address)) return privateIPv6(address) ? LOCAL_NETWORK_PLACE : null;
  return null;
}
