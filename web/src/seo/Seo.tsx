import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND, site } from '../site';
import { breadcrumbs, canonicalUrl, fullTitle, localBusiness, organization } from './structuredData';

interface SeoProps {
  title: string;
  description: string;
  /** Open Graph type; 'article' for blog posts. */
  type?: 'website' | 'article';
  /** Keeps admin, portal and error pages out of search results. */
  noIndex?: boolean;
}

// '<' is escaped so content can never close the script element early.
const toJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Head tags and JSON-LD for one page; React 19 hoists the title, meta and link tags into <head>. */
export function Seo({ title, description, type = 'website', noIndex = false }: SeoProps) {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const pageTitle = fullTitle(title);
  const url = canonicalUrl(pathname);
  const structuredData = [organization(), isHome ? localBusiness() : breadcrumbs(pathname, title)];

  // index.html carries a default description for crawlers without JavaScript; drop it once ours renders.
  useEffect(() => {
    document.head.querySelectorAll('meta[data-default]').forEach((meta) => meta.remove());
  }, []);

  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:site_name" content={BRAND} />
      {structuredData.map((data) => (
        <script key={data['@type']} type="application/ld+json" dangerouslySetInnerHTML={{ __html: toJson(data) }} />
      ))}
    </>
  );
}
