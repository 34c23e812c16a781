import { contentContract } from '../../contract.js';
import { notBuiltYet } from '../unbuilt/unbuilt.js';

/** The site map (for people and for crawlers) and robots.txt. */
export const siteModule = contentContract.module({
  name: 'site',
  setup: () => ({
    operations: contentContract.operations({
      getSiteMap: { handler: notBuiltYet },
      getSitemapXml: { handler: notBuiltYet },
      getRobotsTxt: { handler: notBuiltYet },
    }),
  }),
});
