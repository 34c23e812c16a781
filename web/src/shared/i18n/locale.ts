import type { Locale } from './messages';

/** Where the French site lives: every page's French address is its English one under this prefix. */
export const FRENCH_BASE = '/fr';

/** The language of a page's path: French under `/fr`, English everywhere else (today's addresses). */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_BASE || pathname.startsWith(`${FRENCH_BASE}/`) ? 'fr' : 'en';
}

/** The router's basename for a language: the prefix its addresses carry (none for English). */
export const basenameOf = (locale: Locale): string | undefined => (locale === 'fr' ? FRENCH_BASE : undefined);

/** A page's path in a language, from its path as the router sees it (`/about` → `/fr/about`, `/` → `/fr`). */
export const pathIn = (pathname: string, locale: Locale): string =>
  locale === 'fr' ? `${FRENCH_BASE}${pathname === '/' ? '' : pathname}` : pathname;

/** A language's name in `lang` and `hreflang` attributes: Canadian French, and English (Canadian for hreflang). */
export const htmlLang = (locale: Locale): string => (locale === 'fr' ? 'fr-CA' : 'en');
export const hrefLang = (locale: Locale): string => (locale === 'fr' ? 'fr-CA' : 'en-CA');

export const otherLocale = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');
