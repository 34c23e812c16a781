/**
 * The browser's time zone in every browser test, and the zone the tests' expected dates are computed in. Toronto,
 * not the agency's Edmonton: Node's time-zone data and Chromium's must agree on the zone's rules, and Alberta's
 * changed in November 2026 (it kept daylight time), which a browser may know of before Node does.
 */
export const browserZone = 'America/Toronto';

/** The abbreviations the screens name that zone by, winter and summer, as a pattern. */
export const browserZoneAbbreviation = /E[SD]T/;
