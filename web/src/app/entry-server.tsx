import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { setServerFetch } from '../shared/api/serverFetch';
import { App } from './App';
import { AuthProvider } from '../identity/auth/AuthProvider';
import { AsyncLocalStorage } from 'node:async_hooks';
import { basenameOf, localeOfPath } from '../shared/i18n/locale';
import { catalogs, loadMessages, locales, setLocaleSource, type Locale, type Part } from '../shared/i18n/messages';
import { pageRoutes } from './routes/pageRoutes';
import { setSiteOrigin } from './site';
import { pageDocument, readShell } from './ssr/document';
import { ServerRenderContext, type ServerRender } from './ssr/ServerRender';

/**
 * Server rendering of the public pages (DESIGN §6). The gateway loads this module's build
 * (dist-server/entry-server.js), makes one renderer, and asks it for each public page: the finished
 * document and its status. The renderer keeps nothing between pages but the catalog it has loaded.
 */
export interface RendererOptions {
  /** The built index.html: scripts, styles and the empty #root. */
  indexHtml: string;
  /** The origin canonical links and structured data name. */
  origin: string;
  /** Sends an API request (`http://api.invalid/api/<service>/…`) to its service. */
  fetch: (request: Request) => Promise<Response>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Where a page that has moved for good (status 301) now is. */
  location?: string;
}

export interface Renderer {
  /**
   * Whether the server renders the route of this pattern (as page-routes.json writes it, '/blog/:slug'):
   * the public site and unknown paths (undefined), not the back office or the portal.
   */
  renders(pattern: string | undefined): boolean;
  /** Whether the page of this pattern is rendered for its request alone: never cached, kept out of search engines. */
  isPrivate(pattern: string | undefined): boolean;
  /** The page at `url` (path and query), or where it has moved; throws when a part of it or a content read failed. */
  render(url: string, signal?: AbortSignal): Promise<RenderedPage>;
}

// The routes rendered here, by pattern: the public site, but not its noindex pages (nor the portal's area), except
// those rendered privately.
const privatePatterns = new Set(
  pageRoutes.filter((route) => route.page !== 'placeholder' && route.rendersPrivately).map((route) => route.path),
);
const renderedPatterns = new Set(
  pageRoutes
    .filter((route) => route.area === 'public' && (!route.noIndex || privatePatterns.has(route.path)))
    .map((route) => route.path),
);

/** The stream's text; the decoder carries a character split across two chunks over to the next. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  return text + decoder.decode();
}

/**
 * The language of the page being rendered, per request: `t()` reads it here, so pages in two languages rendered at
 * once each speak their own.
 */
const pageLanguage = new AsyncLocalStorage<Locale>();

/** Every part of the catalog in every language, loaded once: a page's parts are then there whatever its language. */
let wholeCatalog: Promise<unknown> | undefined;
const loadWholeCatalog = () =>
  (wholeCatalog ??= Promise.all(
    locales.flatMap((locale) => (Object.keys(catalogs[locale]) as Part[]).map((part) => loadMessages(part, locale))),
  ));

export function createRenderer({ indexHtml, origin, fetch }: RendererOptions): Renderer {
  setServerFetch(fetch);
  setSiteOrigin(origin);
  setLocaleSource(() => pageLanguage.getStore() ?? 'en');
  const shell = readShell(indexHtml);

  return {
    renders: (pattern) => pattern === undefined || renderedPatterns.has(pattern),
    isPrivate: (pattern) => pattern !== undefined && privatePatterns.has(pattern),
    async render(url, signal) {
      // Every page's words in both languages, loaded with the first page and kept (the pages' code is loaded once too).
      await loadWholeCatalog();
      const locale = localeOfPath(new URL(url, 'http://page.invalid').pathname);
      return pageLanguage.run(locale, () => renderPage(url, locale, signal));
    },
  };

  async function renderPage(url: string, locale: Locale, signal: AbortSignal | undefined): Promise<RenderedPage> {
    let status = 200;
    let location: string | undefined;
    let structuredData: string[] = [];
    const serverRender: ServerRender = {
      setStatus: (next) => void (status = next),
      movedTo: (next) => void (location = next),
      setStructuredData: (blocks) => void (structuredData = blocks),
    };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <ServerRenderContext value={serverRender}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url} basename={basenameOf(locale)}>
            <AuthProvider>
              <App />
            </AuthProvider>
          </StaticRouter>
        </QueryClientProvider>
      </ServerRenderContext>,
      // Every boundary inline, however large: no completion scripts, which the CSP would refuse.
      { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) },
    );
    const rendered = await readAll(prelude);
    if (errors.length > 0) throw errors[0];
    // A page whose content could not be read is left to the browser, which retries and says what failed.
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .find((query) => query.state.status === 'error');
    if (failed) throw failed.state.error;
    // A page that has moved answers with its new address alone; the browser asks for that one.
    if (location !== undefined) return { status: 301, location, html: '' };
    const handOver = { origin, queries: dehydrate(queryClient) };
    return { status, html: pageDocument(shell, { rendered, structuredData, handOver, locale }) };
  }
}
