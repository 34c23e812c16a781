import path from 'node:path';
import { loadContract } from '@agency/kit';
import type { Upstream } from './config.js';

/** An upload route of a service, at its path through the gateway, and the largest file its contract takes. */
export interface UploadRoute {
  method: string;
  path: RegExp;
  maxFileBytes: number;
}

/** An operation the gateway also serves at the site's root, at the same path (`/sitemap.xml`). */
export interface SiteRootRoute {
  path: string;
  upstream: Upstream;
}

export interface EdgeRoutes {
  uploads: UploadRoute[];
  siteRoot: SiteRootRoute[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An OpenAPI path under a prefix as a pattern: each `{parameter}` is one segment. */
const pathPattern = (prefix: string, openApiPath: string) =>
  new RegExp(`^${escapeRegExp(`${prefix}${openApiPath}`).replace(/\\\{[^/]+?\\\}/g, '[^/]+')}/?$`);

/**
 * What the edge takes from the services' contracts (`<openapiDir>/<name>.yaml`), so no limit or path is
 * written twice: each upload's `x-max-bytes`, which raises the body limit on that route only, and the
 * operations marked `x-site-root: true`, which crawlers expect at the root of the site.
 */
export function edgeRoutes(upstreams: readonly Upstream[], openapiDir: string): EdgeRoutes {
  const routes: EdgeRoutes = { uploads: [], siteRoot: [] };
  for (const upstream of upstreams) {
    const contract = loadContract(path.join(openapiDir, `${upstream.name}.yaml`));
    const paths = contract.document.paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const operation of contract.operations.values()) {
      if (operation.upload) {
        routes.uploads.push({
          method: operation.method,
          path: pathPattern(upstream.prefix, operation.path),
          maxFileBytes: operation.upload.maxBytes,
        });
      }
      if (paths[operation.path]?.[operation.method.toLowerCase()]?.['x-site-root'] === true) {
        if (operation.method !== 'GET' || operation.path.includes('{')) {
          throw new Error(`${contract.file}: ${operation.id} is x-site-root, so it must be a GET of a fixed path`);
        }
        routes.siteRoot.push({ path: operation.path, upstream });
      }
    }
  }
  return routes;
}
