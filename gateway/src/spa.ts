import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { routeNotFound } from '@agency/kit';
import { loadPageRoutes } from './page-routes.js';
import { markPrivate, sendRenderedPage, type RenderedPages } from './pages/serve.js';
import { routedPath } from './paths.js';

/** A browser navigating to a page of the SPA (not an API call, not a file). */
export function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0]!;
  return (
    (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && path.extname(pathname) === ''
  );
}

/**
 * Serves the built SPA: hashed assets cached for a year, the public pages rendered on the server
 * (when `pages` is given), index.html for every other page path, and none of the `servedElsewhere`
 * paths. When the build lists its routes, a path none of them matches answers 404 (rendered, or the
 * same shell, which shows 'Page Not Found').
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  { servedElsewhere = [], pages }: { servedElsewhere?: string[]; pages?: RenderedPages | undefined } = {},
): Promise<void> {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      // A file of the build at a path a service answers (a static robots.txt) gives way to the service.
      globIgnore: servedElsewhere.map((file) => file.replace(/^\//, '')),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'no built web app found; serving the API only');
  }
  const matchPage = hasSpa ? loadPageRoutes(webDist) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (!hasSpa || !isPageRequest(request)) return reply.status(404).send(routeNotFound(request));
    const pattern = matchPage?.(routedPath(request.url));
    // Without the build's route list the gateway cannot tell pages from unknown paths: it renders none.
    if (matchPage && pages && (await sendRenderedPage(request, reply, pages, pattern))) return reply;
    const known = matchPage ? pattern !== undefined : true;
    reply.header('cache-control', 'no-cache');
    // The shell in place of a private page (its render failed) is marked as the page would have been.
    if (pages?.renderer.isPrivate?.(pattern)) markPrivate(reply);
    return reply.status(known ? 200 : 404).sendFile('index.html');
  });
}
