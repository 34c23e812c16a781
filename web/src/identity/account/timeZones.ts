import type { TextKey } from '../../shared/i18n/messages';
import { zoneAbbreviation } from '../../shared/lib/viewerTime';

/** The regions the Account page groups the zones under: the first part of their IANA names. */
const regions = [
  'America',
  'Europe',
  'Asia',
  'Africa',
  'Australia',
  'Pacific',
  'Atlantic',
  'Indian',
  'Antarctica',
  'Arctic',
] as const;

export interface ZoneGroup {
  label: TextKey;
  zones: { zone: string; city: string; abbreviation: string }[];
}

/** Every zone the browser knows, grouped by region (Americas first), by city within; the rest under Other. */
export function zoneGroups(known: readonly string[] = Intl.supportedValuesOf('timeZone'), now = new Date()): ZoneGroup[] {
  const groups = new Map<string, ZoneGroup>();
  for (const zone of known) {
    const [prefix, ...rest] = zone.split('/');
    const region = (regions as readonly string[]).includes(prefix!) && rest.length > 0 ? prefix! : 'Other';
    const group = groups.get(region) ?? { label: `account.timeZone.region.${region}` as TextKey, zones: [] };
    group.zones.push({
      zone,
      city: (rest.length > 0 ? rest.join(' / ') : zone).replaceAll('_', ' '),
      abbreviation: zoneAbbreviation(zone, now),
    });
    groups.set(region, group);
  }
  const order = [...regions, 'Other'];
  return [...groups.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([, group]) => ({ ...group, zones: group.zones.sort((a, b) => a.city.localeCompare(b.city)) }));
}
