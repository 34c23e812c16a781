import { FRENCH_BASE } from '../../shared/i18n/locale';
import type { Locale } from '../../shared/i18n/messages';
import { BRAND, site } from '../site';

/** Appends ' | {BRAND}' unless the title already names the brand. */
export function fullTitle(title: string): string {
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

/** A page's address in a language (`pathname` as the router sees it, without the language's prefix). */
export function canonicalUrl(pathname: string, locale: Locale = 'en'): string {
  const page = pathname === '/' ? '/' : pathname.replace(/\/$/, '');
  if (locale === 'en') return `${site.siteUrl}${page}`;
  return `${site.siteUrl}${FRENCH_BASE}${page === '/' ? '' : page}`;
}

/** Open Graph's name of a language: `en_CA`, `fr_CA`. */
export const openGraphLocale = (locale: Locale): string => (locale === 'fr' ? 'fr_CA' : site.locale);

/** The page in every language, for hreflang alternates: English is also the default for other languages. */
export function pageAlternates(pathname: string): { hrefLang: string; href: string }[] {
  return [
    { hrefLang: 'en-CA', href: canonicalUrl(pathname, 'en') },
    { hrefLang: 'fr-CA', href: canonicalUrl(pathname, 'fr') },
    { hrefLang: 'x-default', href: canonicalUrl(pathname, 'en') },
  ];
}

/** An absolute URL for a path on this site (images served by the platform); other URLs as they are. */
export function absoluteUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${site.siteUrl}${url}` : url;
}
