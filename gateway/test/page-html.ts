// What the rendered-pages tests need: the web build they render from, a gateway on it, and a reader of
// the HTML a crawler gets (a few regular expressions, enough for the documents the renderer writes).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { testGateway } from './support.js';

export const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));

/** The gateway renders from the web build; without it every page is the shell and these tests say nothing. */
export function requireWebBuild(): void {
  if (!existsSync(serverEntry) || !existsSync(`${webDist}/index.html`)) {
    throw new Error(
      `The web build is missing (${serverEntry} or ${webDist}/index.html): run \`npm run build:web\` before these tests ` +
        '(npm test builds it first).',
    );
  }
}

/**
 * A gateway serving the real web build, its page events in `namespace`. A render has up to 30 s rather than
 * production's 2 (a test that is about the timeout sets its own): on a machine busy with other tests a render
 * can take longer than 2 s, and these tests are about the finished page, which they wait for.
 */
export function renderingGateway(namespace: string, env: Record<string, string>): Promise<FastifyInstance> {
  return testGateway(namespace, { WEB_DIST: webDist, EVENT_NAMESPACE: namespace, PAGE_RENDER_TIMEOUT_MS: '30000', ...env });
}

/** A local port nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(Number(name[1] === 'x' || name[1] === 'X' ? `0${name.slice(1)}` : name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });

/** The visible text of some markup: tags dropped, entities decoded, white space collapsed. */
const textOf = (html: string): string =>
  decodeEntities(html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};

/** A served HTML document, read as a crawler reads it. */
export interface PageView {
  /** The markup inside `<div id="root">`; empty for the plain shell. */
  rootHtml: string;
  /** The visible text of #root, tags dropped, entities decoded, white space collapsed. */
  rootText: string;
  /** The text of the first <h1> in #root. */
  heading: string | undefined;
  title: string | undefined;
  /** The content of `<meta name=…>` (or property=…) in the head; undefined when there is none. */
  meta(key: string): string | undefined;
  /** Every `<link rel=…>` href in the head. */
  links(rel: string): string[];
  /** The JSON-LD blocks in the head, parsed. */
  structuredData: Array<Record<string, unknown>>;
  /** The JSON-LD blocks' @type values in order. */
  structuredTypes: string[];
  /** The whole document with entities decoded, to look for text anywhere in it (the hand-over too). */
  decoded: string;
}

export function readPage(html: string): PageView {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('the document has no </head>');
  const head = html.slice(0, headEnd);
  const rootStart = html.indexOf('<div id="root">');
  if (rootStart < 0) throw new Error('the document has no <div id="root">');
  // The root's end: the hand-over after it when rendered, else the shell's </body>.
  const afterRoot = html.slice(rootStart + '<div id="root">'.length);
  const handOverAt = afterRoot.indexOf('<script type="application/json" id="ssr-state">');
  const rootEnd = handOverAt >= 0 ? handOverAt : afterRoot.lastIndexOf('</body>');
  const rootHtml = afterRoot.slice(0, rootEnd).replace(/<\/div>\s*$/, '');
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(rootHtml)?.[1];
  const tags = (name: string) => head.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
  const structuredData = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const titleMatch = /<title>([^<]*)<\/title>/i.exec(head);
  return {
    rootHtml,
    rootText: textOf(rootHtml),
    heading: heading === undefined ? undefined : textOf(heading),
    title: titleMatch ? decodeEntities(titleMatch[1]!) : undefined,
    meta: (key) => {
      const tag = tags('meta').find(
        (candidate) => attribute(candidate, 'name') === key || attribute(candidate, 'property') === key,
      );
      return tag && attribute(tag, 'content');
    },
    links: (rel) =>
      tags('link')
        .filter((tag) => attribute(tag, 'rel') === rel)
        .map((tag) => attribute(tag, 'href') ?? ''),
    structuredData,
    structuredTypes: structuredData.map((block) => String(block['@type'])),
    decoded: decodeEntities(html),
  };
}

/** Whether the document is index.html as built: an empty #root and no rendered head tags. */
export const isPlainShell = (html: string): boolean =>
  html.includes('<div id="root"></div>') && !html.includes('id="ssr-state"') && !html.includes('application/ld+json');
