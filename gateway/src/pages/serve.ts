import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import { brotliOf, gzipOf, type CachedPage, type PageCache } from './page-cache.js';
import { withRenderRequest, type PageRenderer } from './renderer.js';

export interface RenderedPages {
  renderer: PageRenderer;
  cache: PageCache;
  timeoutMs: number;
  failures: Counter;
}

/** What a private page (a preview link's) says to every cache and crawler on the way, rendered or not. */
export function markPrivate(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
}

/**
 * Brotli, else gzip, when the browser takes it. A page that has moved answers with its new address only,
 * which browsers must check again too (a post renamed back would otherwise loop on a remembered 301).
 */
function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, isPrivate: boolean) {
  reply.status(page.status).header('cache-control', 'no-cache');
  if (isPrivate) markPrivate(reply);
  if (page.location !== undefined) return reply.header('location', page.location).send();
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(brotliOf(page));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipOf(page));
  return reply.send(page.html);
}

/**
 * Answers a page request with its rendered page (from the cache, or rendered now), or returns false
 * when the render failed or took too long: the caller then sends the plain shell, which the browser
 * renders, so a visitor never gets an error page for a rendering fault. A private page is rendered for its
 * request alone, never through the cache: a revoked preview link must stop showing the post at once.
 */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: RenderedPages,
  pattern: string | undefined,
): Promise<boolean> {
  if (!pages.renderer.renders(pattern)) return false;
  const isPrivate = pages.renderer.isPrivate?.(pattern) ?? false;
  const render = () =>
    withRenderRequest(request.id, () => pages.renderer.render(request.url, AbortSignal.timeout(pages.timeoutMs)));
  try {
    const page = isPrivate ? await render() : await pages.cache.get(request.url, render);
    await send(request, reply, page, isPrivate);
    return true;
  } catch (error) {
    pages.failures.inc();
    request.log.warn({ err: error, url: request.url }, 'page render failed; sending the plain shell');
    return false;
  }
}
