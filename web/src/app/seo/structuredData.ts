import { t } from '../../shared/i18n/messages';
import { pageRoutes } from '../routes/pageRoutes';
import { BRAND, site } from '../site';
import { absoluteUrl, canonicalUrl } from './pageUrls';

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

/** The pages a breadcrumb can lead through: routes without parameters that have a name. */
const namedPages = new Map(
  pageRoutes.flatMap((route) =>
    route.page !== 'placeholder' && route.title && !route.path.includes(':') ? [[route.path, route.title]] : [],
  ),
);

/**
 * Home, then each page on the way down the path that exists (/services is not a page: the service
 * pages sit under it), named as the site names it; the last crumb is the page itself.
 */
export function breadcrumbs(pathname: string, pageName: string) {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = [{ name: t('seo.home'), path: '/' }];
  for (let depth = 1; depth < segments.length; depth++) {
    const path = `/${segments.slice(0, depth).join('/')}`;
    const title = namedPages.get(path);
    if (title) crumbs.push({ name: t(title), path });
  }
  if (segments.length > 0) crumbs.push({ name: pageName, path: `/${segments.join('/')}` });
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

// '<' is escaped so content can never close the script element early; a block is one line.
const toJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** A page's JSON-LD blocks: the organization, then the business on the home page or else the breadcrumbs, and an article's. */
export function structuredDataBlocks(pathname: string, breadcrumb: string, article?: Article): string[] {
  const data: { '@type': string }[] = [organization(), pathname === '/' ? localBusiness() : breadcrumbs(pathname, breadcrumb)];
  if (article) data.push(blogPosting(article, pathname));
  return data.map(toJson);
}
