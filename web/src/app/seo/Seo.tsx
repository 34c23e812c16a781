import { use, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND } from '../site';
import { useServerRender } from '../ssr/ServerRender';
import { activeLocale } from '../../shared/i18n/messages';
import { absoluteUrl, canonicalUrl, fullTitle, openGraphLocale, pageAlternates } from './pageUrls';
import type * as StructuredData from './structuredData';
import type { Article } from './structuredData';

// The JSON-LD builders load apart from every page's first route, as soon as this module runs in the
// browser, which needs them only after a render, to keep <head> in step with the page (a server-rendered
// page arrives with its blocks); a server render waits for them.
type Builders = typeof StructuredData;
let builders: Builders | undefined;
let loadingBuilders: Promise<Builders> | undefined;
const loadBuilders = () => (loadingBuilders ??= import('./structuredData').then((module) => (builders = module)));
if (!import.meta.env.SSR) void loadBuilders();

interface SeoProps {
  title: string;
  description: string;
  /** Keeps admin, portal and error pages out of search results. */
  noIndex?: boolean;
  /** The page's last breadcrumb when it differs from the title (a post's SEO title). */
  breadcrumb?: string;
  /** The link-preview image (og:image) when it is a PNG or JPEG; else, and without one, the site's default. */
  image?: { url: string; width?: number | null; height?: number | null };
  /** Makes the page an Open Graph article with BlogPosting structured data. */
  article?: Article;
}

/** The link preview of a page without a PNG or JPEG of its own (web/scripts/og-image.mjs draws it). */
export const DEFAULT_SHARE_IMAGE = { url: '/og-default.png', width: 1200, height: 630 } as const;

// Link previews take PNG and JPEG everywhere; an SVG (or WebP) cover falls back to the default.
const previewable = (url: string) => /\.(png|jpe?g)$/i.test(new URL(url, 'http://x').pathname);

/**
 * Head tags and JSON-LD for one page. React 19 hoists the title, meta and link tags into <head> (the
 * server render moves them there too). The JSON-LD blocks are not React's to place: a server render
 * collects them for its document head, and in the browser they are kept in <head> after each render.
 */
export function Seo({ title, description, noIndex = false, breadcrumb = title, image, article }: SeoProps) {
  const { pathname } = useLocation();
  const pageTitle = fullTitle(title);
  const locale = activeLocale();
  const url = canonicalUrl(pathname, locale);
  const preview = image && previewable(image.url) ? image : DEFAULT_SHARE_IMAGE;

  const serverRender = useServerRender();
  const [, setBuildersLoaded] = useState(false);
  // The server render waits for the builders; the browser renders without them until they arrive.
  const structuredData = import.meta.env.SSR ? use(loadBuilders()) : builders;
  const blocks = structuredData?.structuredDataBlocks(pathname, breadcrumb, article);
  if (blocks) serverRender?.setStructuredData(blocks);
  const jsonLd = blocks?.join('\n');
  useEffect(() => {
    if (!builders) void loadBuilders().then(() => setBuildersLoaded(true));
  }, []);

  // index.html carries a default description for crawlers without JavaScript; drop it once ours renders.
  useEffect(() => {
    document.head.querySelectorAll('meta[data-default]').forEach((meta) => meta.remove());
  }, []);

  useEffect(() => {
    if (jsonLd === undefined) return;
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
      {!noIndex &&
        pageAlternates(pathname).map(({ hrefLang, href }) => (
          <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
        ))}
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:image" content={absoluteUrl(preview.url)} />
      {preview.width && <meta property="og:image:width" content={String(preview.width)} />}
      {preview.height && <meta property="og:image:height" content={String(preview.height)} />}
      {article && <meta property="article:published_time" content={article.datePublished} />}
      {article && <meta property="article:modified_time" content={article.dateModified} />}
      <meta property="og:locale" content={openGraphLocale(locale)} />
      <meta property="og:site_name" content={BRAND} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={absoluteUrl(preview.url)} />
    </>
  );
}
