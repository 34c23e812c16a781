import { contentContract } from '../../contract.js';
import { robotsTxt, siteMapEntries, sitemapXml } from './site-map.js';

/** The site map (for people and for crawlers) and robots.txt, from the page catalogue and the published posts. */
export const siteModule = contentContract.module({
  name: 'site',
  setup: ({ orm, config }) => {
    const robots = robotsTxt(config.PUBLIC_ORIGIN);
    return {
      operations: contentContract.operations({
        getSiteMap: { handler: async () => ({ status: 200, body: { entries: await siteMapEntries(orm) } }) },
        getSitemapXml: {
          handler: async (_request, reply) => {
            reply.header('content-type', 'application/xml; charset=utf-8');
            return { status: 200, body: sitemapXml(await siteMapEntries(orm), config.PUBLIC_ORIGIN) };
          },
        },
        getRobotsTxt: {
          handler: async (_request, reply) => {
            reply.header('content-type', 'text/plain; charset=utf-8');
            reply.header('cache-control', 'public, max-age=3600');
            return { status: 200, body: robots };
          },
        },
      }),
    };
  },
});
