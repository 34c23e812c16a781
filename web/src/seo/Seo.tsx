import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND, site } from '../site';
import { useServerRender } from '../ssr/ServerRender';
import {
  absoluteUrl,
  blogPosting,
  breadcrumbs,
  canonicalUrl,
  fullTitle,
  localBusiness,
  organization,
  type Article,
} from './structuredData';

interface SeoProps {
  title: string;
  description: string;
  /** Keeps admin, portal and error pages out of search results. */
  noIndex?: boolean;
  /** The page's last breadcrumb when it differs from the title (a post's SEO title). */
  breadcrumb?: string;
  /** The link-preview image (og:image). */
  image?: { url: string; width?: number | null; height?: number | null };
  /** Makes the page an Open Graph article with BlogPosting structured data. */
  article?: Article;
}

// '<' is escaped so content can never close the script element early; a block is one line.
const toJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Head tags and JSON-LD for one page. React 19 hoists the title, meta and link tags into <head> (the
 * server render moves them there too). The JSON-LD blocks are not React's to place: a server render
 * collects them for its document head, and in the browser they are kept in <head> after each render.
 */
export function Seo({ title, description, noIndex = false, breadcrumb = title, image, article }: SeoProps) {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const pageTitle = fullTitle(title);
  const url = canonicalUrl(pathname);
  const structuredData: { '@type': string }[] = [organization(), isHome ? localBusiness() : breadcrumbs(pathname, breadcrumb)];
  if (article) structuredData.push(blogPosting(article, pathname));

  const blocks = structuredData.map(toJson);
  useServerRender()?.setStructuredData(blocks);
  const jsonLd = blocks.join('\n');

  // index.html carries a default description for crawlers without JavaScript; drop it once ours renders.
  useEffect(() => {
    document.head.querySelectorAll('meta[data-default]').forEach((meta) => meta.remove());
  }, []);

  useEffect(() => {
    const scripts = jsonLd.split('\n').map((json) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.seo = '';
      script.text = json;
      return script;
    });
    document.head.querySelectorAll('script[data-seo]').forEach((script) => script.remove());
    document.head.append(...scripts);
  }, [jsonLd]);

  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {image && <meta property="og:image" content={absoluteUrl(image.url)} />}
      {image?.width && <meta property="og:image:width" content={String(image.width)} />}
      {image?.height && <meta property="og:image:height" content={String(image.height)} />}
      {article && <meta property="article:published_time" content={article.datePublished} />}
      {article && <meta property="article:modified_time" content={article.dateModified} />}
      <meta property="og:locale" content={site.locale} />
      <meta property="og:site_name" content={BRAND} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={absoluteUrl(image.url)} />}
    </>
  );
}
