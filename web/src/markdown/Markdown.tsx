import type { AnchorHTMLAttributes } from 'react';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import styles from './Markdown.module.css';

/** Links that leave the site: absolute http(s) or protocol-relative addresses. */
export const isOutsideLink = (href: string | undefined) => !!href && /^(https?:)?\/\//i.test(href);

function Link({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  const { node: _node, ...anchor } = rest;
  return (
    <a {...anchor} href={href} rel={isOutsideLink(href) ? 'noopener nofollow' : undefined}>
      {children}
    </a>
  );
}

/**
 * A post's markdown as HTML, sanitised: no script, event handler or `javascript:` URL survives, on
 * the server as in the browser. The default export lets pages load it with `lazy()`, so
 * react-markdown is fetched only by the screens that show markdown.
 */
export default function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} components={{ a: Link }}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
