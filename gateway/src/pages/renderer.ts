import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Upstream } from '../config.js';

/** What web/src/app/entry-server.tsx exports, as the gateway uses it. */
export interface PageRenderer {
  /** Whether it renders the route of this pattern ('/blog/:slug'); undefined is an unknown path. */
  renders(pattern: string | undefined): boolean;
  /**
   * Whether the page of this pattern is for its request alone (a preview link's): never kept in the page cache,
   * sent `private, no-store` with X-Robots-Tag noindex. A build from before it has none: no page is.
   */
  isPrivate?(pattern: string | undefined): boolean;
  /** The page at `url`, or (status 301) the `location` a page that has moved for good is now at. */
  render(url: string, signal?: AbortSignal): Promise<{ status: number; html: string; location?: string }>;
}

interface RendererModule {
  createRenderer(options: { indexHtml: string; origin: string; fetch: (request: Request) => Promise<Response> }): PageRenderer;
}

/** The request a render is for, so the reads it makes carry that request's id. */
const rendering = new AsyncLocalStorage<{ requestId: string }>();

export const withRenderRequest = <T>(requestId: string, work: () => Promise<T>): Promise<T> => rendering.run({ requestId }, work);

/**
 * How a render's API reads reach the services: `<any origin>/api/<service>/…` goes straight to the
 * service behind that prefix (no second trip through the gateway), and only reads are allowed. A service's
 * replicas take the reads in turn; a read that fails to reach one (refused, reset: no answer at all) goes to
 * the next, as a read can be sent twice, so a replica that is down does not turn pages into their error state.
 */
export function upstreamFetch(upstreams: readonly Upstream[]): (request: Request) => Promise<Response> {
  let turn = 0;
  return async (request) => {
    const url = new URL(request.url);
    const upstream = upstreams.find((candidate) => url.pathname.startsWith(`${candidate.prefix}/`));
    if (!upstream || request.method !== 'GET') throw new Error(`A page render cannot ${request.method} ${url.pathname}`);
    const headers = new Headers({ accept: request.headers.get('accept') ?? 'application/json' });
    const requestId = rendering.getStore()?.requestId;
    if (requestId) headers.set('x-request-id', requestId);
    const path = `${url.pathname.slice(upstream.prefix.length)}${url.search}`;
    const first = turn++;
    for (let tried = 0; ; tried++) {
      const origin = upstream.urls[(first + tried) % upstream.urls.length];
      try {
        return await fetch(`${origin}${path}`, { headers, signal: request.signal });
      } catch (error) {
        if (request.signal.aborted || tried + 1 >= upstream.urls.length) throw error;
      }
    }
  };
}

/**
 * Loads the web build's server renderer (dist-server/entry-server.js beside the SPA's dist/). Without
 * one (an API-only gateway, or a web build without it) every page is the plain shell.
 */
export async function loadPageRenderer(options: {
  webDist: string;
  entry: string;
  origin: string;
  upstreams: readonly Upstream[];
  log: FastifyBaseLogger;
}): Promise<PageRenderer | undefined> {
  const indexFile = path.join(options.webDist, 'index.html');
  if (!existsSync(options.entry) || !existsSync(indexFile)) {
    options.log.warn({ entry: options.entry }, 'no server renderer found; pages are sent as the plain shell');
    return undefined;
  }
  try {
    const module = (await import(pathToFileURL(options.entry).href)) as RendererModule;
    return module.createRenderer({
      indexHtml: readFileSync(indexFile, 'utf8'),
      origin: options.origin,
      fetch: upstreamFetch(options.upstreams),
    });
  } catch (error) {
    options.log.error(
      { err: error, entry: options.entry },
      'the server renderer did not load; pages are sent as the plain shell',
    );
    return undefined;
  }
}
