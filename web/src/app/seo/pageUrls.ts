import { hrefLang, pathIn } from '../../shared/i18n/locale';
import { locales, type Locale } from '../../shared/i18n/messages';
import { BRAND, site } from '../site';

/** Appends ' | {BRAND}' unless the title already names the brand. */
export function fullTitle(title: string): string {
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

/** A page's address in a language (`pathname` as the router sees it, without the language's prefix). */
export function canonicalUrl(pathname: string, locale: Locale = 'en'): string {
  return `${site.siteUrl}${pathIn(pathname === '/' ? '/' : pathname.replace(/\/$/, ''), locale)}`;
}

/** Open Graph's name of a language: `en_CA`, `fr_CA`. */
export const openGraphLocale = (locale: Locale): string => (locale === 'fr' ? 'fr_CA' : site.locale);

/** The page in every language, for hreflang alternates: English is also the default for other languages. */
export function pageAlternates(pathname: string): { hrefLang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({ hrefLang: hrefLang(locale), href: canonicalUrl(pathname, locale) })),
    { hrefLang: 'x-default', href: canonicalUrl(pathname, 'en') },
  ];
}

/** An absolute URL for a path on this site (images served by the platform); other URLs as they are. */
export function absoluteUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${site.siteUrl}${url}` : url;
}
