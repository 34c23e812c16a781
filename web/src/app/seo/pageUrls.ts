import { BRAND, site } from '../site';

/** Appends ' | {BRAND}' unless the title already names the brand. */
export function fullTitle(title: string): string {
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

export function canonicalUrl(pathname: string): string {
  return `${site.siteUrl}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
}

/** An absolute URL for a path on this site (images served by the platform); other URLs as they are. */
export function absoluteUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${site.siteUrl}${url}` : url;
}
