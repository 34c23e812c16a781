import { t } from '../i18n/messages';
import { BRAND, site } from '../site';

/** Appends ' | {BRAND}' unless the title already names the brand. */
export function fullTitle(title: string): string {
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

export function canonicalUrl(pathname: string): string {
  return `${site.siteUrl}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
}

export function organization() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    slogan: t('site.tagline'),
  };
}

export function localBusiness() {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: BRAND,
    url: `${site.siteUrl}/`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    openingHours: site.openingHours,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.city,
      addressRegion: site.region,
      addressCountry: site.country,
    },
    areaServed: `${site.city}, ${site.region}`,
  };
}

const segmentName = (segment: string) =>
  decodeURIComponent(segment)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Home, then one crumb per path segment; the last crumb is named after the page. */
export function breadcrumbs(pathname: string, pageName: string) {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = [{ name: t('seo.home'), path: '/' }];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    crumbs.push({
      name: last ? pageName : segmentName(segment),
      path: `/${segments.slice(0, index + 1).join('/')}`,
    });
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

/** An absolute URL for a path on this site (images served by the platform); other URLs as they are. */
export function absoluteUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${site.siteUrl}${url}` : url;
}

/** What a page about one article tells search engines and link previews. */
export interface Article {
  headline: string;
  /** ISO timestamps. */
  datePublished: string;
  dateModified: string;
  author: string;
  image: string;
}

export function blogPosting(article: Article, pathname: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.headline,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@type': 'Person', name: article.author },
    image: absoluteUrl(article.image),
    mainEntityOfPage: canonicalUrl(pathname),
    publisher: { '@type': 'Organization', name: BRAND, logo: { '@type': 'ImageObject', url: `${site.siteUrl}/favicon.svg` } },
  };
}
