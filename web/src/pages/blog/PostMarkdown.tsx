import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import rehypeSanitize from 'rehype-sanitize';
import { site } from '../../site';
import styles from './PostMarkdown.module.css';

const siteOrigin = new URL(site.siteUrl).origin;

/** A link to another origin; site paths and fragments stay in the SPA. */
function isExternal(href: string): boolean {
  try {
    return new URL(href, siteOrigin).origin !== siteOrigin;
  } catch {
    return false;
  }
}

function PostLink({ href, children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  if (!href) return <a {...props}>{children}</a>;
  if (isExternal(href)) {
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
  a: PostLink,
  // The post's title is the page's only h1.
  h1: 'h2',
  img: ({ node: _node, ...props }) => <img {...props} loading="lazy" decoding="async" />,
  // Keyboard users can scroll a wide code block.
  pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} />,
};

/**
 * A post's markdown as HTML. Raw HTML in the text is dropped and rehype-sanitize keeps only GitHub's
 * safe subset: no script, no event handler, no javascript: URL survives. Loaded lazily, with its
 * parser, by the post page only.
 */
export function PostMarkdown({ content }: { content: string }) {
  return (
    <div className={styles.prose}>
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {content}
      </Markdown>
    </div>
  );
}
