import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy for the SPA: scripts only from our origin (JSON-LD blocks are data,
 * not scripts), inline style attributes allowed for charts and small layout tweaks, no framing.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Helmet's defaults with our CSP; no Cross-Origin-Embedder-Policy, as images and frames come from other origins. */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { directives: contentSecurityPolicy },
  crossOriginEmbedderPolicy: false,
};

interface HeaderWork {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * What helmet does to a response with these options, in its order and spelling. None of it depends on
 * the request (the policy has no per-request parts such as nonces), so it is found once, by running helmet
 * against a response that only records, and not worked out again for every answer.
 */
function helmetHeaderWork(): HeaderWork {
  const work: HeaderWork = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => work.set.push([name, String(value)]),
    removeHeader: (name: string) => work.removed.push(name),
  };
  let finished = false;
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
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
export function registerSecurityHeaders(app: FastifyInstance): void {
  const { set, removed } = helmetHeaderWork();
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
}
