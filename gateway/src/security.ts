import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Where the pages are served from and may load from: the gateway's `PUBLIC_ORIGIN` and `IMAGE_HOSTS`. */
export interface SiteOrigins {
  publicOrigin: string;
  imageHosts: string[];
}

/**
 * The Content-Security-Policy for the SPA: everything from our own origin, no source allowed by its scheme
 * alone. Scripts only from our origin (JSON-LD blocks are data, not scripts); inline style attributes for
 * charts and small layout tweaks; images from our origin and the configured image hosts (post covers may
 * name a CDN); connections to our origin and the WebSocket origin of it (`wss:` for https), which live
 * messages use; no frames in or of the page. The SPA embeds nothing and loads no `data:` images or fonts
 * (system fonts; markdown images pass rehype-sanitize, which keeps http(s) sources only).
 */
function contentSecurityPolicy({ publicOrigin, imageHosts }: SiteOrigins) {
  const socketOrigin = publicOrigin.replace(/^http/, 'ws');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", ...imageHosts],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", socketOrigin],
    frameSrc: ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * Helmet's defaults with our CSP; no Cross-Origin-Embedder-Policy, as images come from other origins; HSTS
 * only when the site is served over https (over http a browser ignores it, and it would promise what the
 * site does not do).
 */
const helmetOptions = (site: SiteOrigins): HelmetOptions => ({
  contentSecurityPolicy: { directives: contentSecurityPolicy(site) },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: site.publicOrigin.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
});

interface HeaderWork {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * What helmet does to a response with these options, in its order and spelling. None of it depends on
 * the request (the policy has no per-request parts such as nonces), so it is found once, by running helmet
 * against a response that only records, and not worked out again for every answer.
 */
function helmetHeaderWork(site: SiteOrigins): HeaderWork {
  const work: HeaderWork = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => work.set.push([name, String(value)]),
    removeHeader: (name: string) => work.removed.push(name),
  };
  let finished = false;
  helmet(helmetOptions(site))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers would depend on the request');
  return work;
}

/**
 * Adds the security headers to every answer, as helmet would, at the point of the request's life this is
 * registered in (earlier hooks that answer first go without). They are set on the raw response, so a
 * service's own header of the same name, copied onto the reply later, takes their place.
 */
export function registerSecurityHeaders(app: FastifyInstance, site: SiteOrigins): void {
  const { set, removed } = helmetHeaderWork(site);
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
}
