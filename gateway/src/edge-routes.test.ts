import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config.js';
import { edgeRoutes } from './edge-routes.js';

const config = loadGatewayConfig({ JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----' });
const openapi = fileURLToPath(new URL('../../openapi', import.meta.url));

describe('the routes the edge takes from the contracts', () => {
  const routes = edgeRoutes(config.upstreams, openapi);

  it('finds every upload with the largest file its contract takes', () => {
    const media = routes.uploads.find((route) => route.path.test('/api/content/admin/media'));
    expect(media).toMatchObject({ method: 'POST', maxFileBytes: 10 * 1024 * 1024 });
    expect(media?.path.test('/api/content/admin/media/extra')).toBe(false);
    expect(media?.path.test('/api/content/admin/posts')).toBe(false);
  });

  it('finds the operations served at the site’s root', () => {
    expect(routes.siteRoot.map((route) => [route.path, route.upstream.name]).sort()).toEqual([
      ['/robots.txt', 'content'],
      ['/sitemap.xml', 'content'],
    ]);
  });
});
