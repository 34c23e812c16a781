import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import rehypeSanitize from 'rehype-sanitize';
import { site } from '../../app/site';
import styles from './Markdown.module.css';

/** A link to another origin (absolute or protocol-relative); site paths and fragments stay in the SPA. */
export function isOutsideLink(href: string | undefined): boolean {
  if (!href) return false;
  const siteOrigin = new URL(site.siteUrl).origin;
  try {
    return new URL(href, siteOrigin).origin !== siteOrigin;
  } catch {
    return false;
  }
}

function MarkdownLink({ href, children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  if (!href) return <a {...props}>{children}</a>;
  if (isOutsideLink(href)) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener nofollow">
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link {...props} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a {...props} href={href}>
      {children}
    </a>
  );
}

const components: Components = {
  a: MarkdownLink,
  // The post's title is the page's only h1.
  h1: 'h2',
  img: ({ node: _node, ...props }) => <img {...props} loading="lazy" decoding="async" />,
  // Keyboard users can scroll a wide code block.
  pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} />,
};

/**
 * A post's markdown as HTML, the same on the post page and in the editor's preview. Raw HTML in the
 * text is dropped and rehype-sanitize keeps only GitHub's safe subset: no script, event handler or
 * `javascript:` URL survives, on the server as in the browser. The default export lets screens load it
 * with `lazy()`, so react-markdown is fetched only where markdown is shown.
 */
export default function Markdown({ source }: { source: string }) {
  return (
    <div className={styles.prose}>
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
